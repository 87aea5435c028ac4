import { PageTitle } from '../../common/components/PageTitle';
import { creditsMessages } from './messages';

export function PaymentOptionsPage() {
  return <PageTitle message={creditsMessages.paymentOptionsTitle} />;
}
