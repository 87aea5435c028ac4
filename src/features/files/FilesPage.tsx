import { PageTitle } from '../../common/components/PageTitle';
import { filesMessages } from './messages';

export function FilesPage() {
  return <PageTitle message={filesMessages.listTitle} />;
}
