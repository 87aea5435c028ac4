import { PageTitle } from '../../common/components/PageTitle';
import { creditsMessages } from './messages';

export function PaymentSuccessPage() {
  return <PageTitle message={creditsMessages.paymentSuccessTitle} />;
}
