import { PageTitle } from '../../common/components/PageTitle';
import { creditsMessages } from './messages';

export function TransactionsPage() {
  return <PageTitle message={creditsMessages.transactionsTitle} />;
}
