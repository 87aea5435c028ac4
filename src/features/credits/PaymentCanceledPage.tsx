// /payment_canceled?checkout_id=...: the provider's page was left without paying. A canceled checkout grants
// nothing, whatever its id, so the page says so at once; it asks for the checkout only to name the pack it was
// for, and offers to buy that pack again.
import { Flex, Result } from 'antd';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { idSchema } from '../../../contract';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { PageTitle } from '../../common/components/PageTitle';
import { RequestErrorAlert } from '../../common/components/RequestErrorAlert';
import { BackToPacksLink } from './BackToPacksLink';
import { BalanceLine } from './BalanceLine';
import { paymentCanceledOpened, selectCanceledCheckoutState } from './creditsSlice';
import { creditsMessages as messages } from './messages';
import { BuyPackAgain, PaymentPack, PaymentPackLoading } from './PaymentPack';

/** Codes that mean the id names no checkout of the account: the page then names no pack. */
const UNKNOWN_CHECKOUT_CODES: ReadonlySet<string> = new Set(['not_found', 'invalid_params']);

export function PaymentCanceledPage() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const [searchParams] = useSearchParams();
  const requested = searchParams.get('checkout_id');
  const checkoutId = requested !== null && idSchema.safeParse(requested).success ? requested : null;
  const checkout = useAppSelector((state) => (checkoutId === null ? null : selectCanceledCheckoutState(state, checkoutId)));
  const optionId = checkout?.data ?? null;

  useEffect(() => {
    if (checkoutId !== null) dispatch(paymentCanceledOpened({ checkoutId }));
  }, [dispatch, checkoutId]);

  const renderPack = () => {
    if (checkoutId === null || checkout === null) return null;
    if (optionId !== null) return <PaymentPack optionId={optionId} />;
    if (checkout.status === 'failed' && checkout.error !== null) {
      if (UNKNOWN_CHECKOUT_CODES.has(checkout.error.code)) return null;
      return (
        <div style={{ marginBottom: 16 }}>
          <RequestErrorAlert
            error={checkout.error}
            testId="payment-pack-error"
            onRetry={() => {
              dispatch(paymentCanceledOpened({ checkoutId }));
            }}
          />
        </div>
      );
    }
    return <PaymentPackLoading />;
  };

  return (
    <div style={{ maxWidth: '48rem' }}>
      <PageTitle message={messages.paymentCanceledTitle} />
      {renderPack()}
      <div data-testid="payment-canceled">
        <Result
          status="info"
          title={intl.formatMessage(messages.paymentCanceled)}
          extra={
            <Flex vertical gap="middle" align="center">
              {optionId === null ? null : <BuyPackAgain optionId={optionId} />}
              <BackToPacksLink />
            </Flex>
          }
        />
      </div>
      <BalanceLine testId="payment-balance" />
    </div>
  );
}
