import { PageTitle } from '../../common/components/PageTitle';
import { actionsMessages } from './messages';

export function FutureActionsPage() {
  return <PageTitle message={actionsMessages.futureTitle} />;
}
