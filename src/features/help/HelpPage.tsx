import { PageTitle } from '../../common/components/PageTitle';
import { helpMessages } from './messages';

export function HelpPage() {
  return <PageTitle message={helpMessages.title} />;
}
