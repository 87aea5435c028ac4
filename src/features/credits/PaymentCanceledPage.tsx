import { PageTitle } from '../../common/components/PageTitle';
import { creditsMessages } from './messages';

export function PaymentCanceledPage() {
  return <PageTitle message={creditsMessages.paymentCanceledTitle} />;
}
