// /payment_canceled?checkout_id=...: the provider's page was left without paying. Nothing to ask the server:
// a canceled checkout grants nothing, whatever its id.
import { Result } from 'antd';
import { useIntl } from 'react-intl';
import { PageTitle } from '../../common/components/PageTitle';
import { BackToPacksLink } from './BackToPacksLink';
import { BalanceLine } from './BalanceLine';
import { creditsMessages as messages } from './messages';

export function PaymentCanceledPage() {
  const intl = useIntl();
  return (
    <div style={{ maxWidth: '48rem' }}>
      <PageTitle message={messages.paymentCanceledTitle} />
      <div data-testid="payment-canceled">
        <Result status="info" title={intl.formatMessage(messages.paymentCanceled)} extra={<BackToPacksLink />} />
      </div>
      <BalanceLine testId="payment-balance" />
    </div>
  );
}
