import { PageTitle } from '../../common/components/PageTitle';
import { filesMessages } from './messages';

export function FilesSelectionPage() {
  return <PageTitle message={filesMessages.selectionTitle} />;
}
