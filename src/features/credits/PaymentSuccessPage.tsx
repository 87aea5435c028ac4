// /payment/success?checkout_id=...: where the payment provider sends the window back. The return itself proves
// nothing, so the page waits for the server to say what became of the checkout (paymentReturnSaga) and tells:
// confirming, paid (with the credits added and the new balance), expired or canceled (with a way to buy the
// same pack again), unknown, or still being confirmed after two minutes. From the checkout's first answer on,
// it names the pack the payment is for.
import { Alert, Button, Flex, Result, Spin, Typography } from 'antd';
import { useEffect, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { idSchema } from '../../../contract';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { paths } from '../../app/paths';
import { PageTitle } from '../../common/components/PageTitle';
import { selectCredits } from './balanceSlice';
import { paymentReturnClosed, paymentReturnOpened, selectCheckoutOptionId, selectPaymentReturn, type PaymentReturnState } from './creditsSlice';
import { BackToPacksLink } from './BackToPacksLink';
import { BuyPackAgain, PaymentPack } from './PaymentPack';
import { creditsAddedMessage, creditsMessages as messages } from './messages';

/** The checkout the address names, or null when it names none that could exist. */
function useCheckoutId(): string | null {
  const [searchParams] = useSearchParams();
  const checkoutId = searchParams.get('checkout_id');
  return checkoutId !== null && idSchema.safeParse(checkoutId).success ? checkoutId : null;
}

export function PaymentSuccessPage() {
  const checkoutId = useCheckoutId();
  return (
    <div data-testid="payment-success-page" style={{ maxWidth: '48rem' }}>
      <PageTitle message={messages.paymentSuccessTitle} />
      {checkoutId === null ? <CheckoutMissing /> : <CheckoutOutcome key={checkoutId} checkoutId={checkoutId} />}
    </div>
  );
}

function CheckoutOutcome({ checkoutId }: { readonly checkoutId: string }) {
  const optionId = useAppSelector((state) => selectCheckoutOptionId(state, checkoutId));
  return (
    <>
      {optionId === undefined ? null : <PaymentPack optionId={optionId} />}
      <OutcomeOfCheckout checkoutId={checkoutId} optionId={optionId} />
    </>
  );
}

function OutcomeOfCheckout({ checkoutId, optionId }: { readonly checkoutId: string; readonly optionId: string | undefined }) {
  const dispatch = useAppDispatch();
  const paymentReturn = useAppSelector(selectPaymentReturn);

  useEffect(() => {
    dispatch(paymentReturnOpened({ checkoutId }));
    return () => {
      dispatch(paymentReturnClosed());
    };
  }, [dispatch, checkoutId]);

  // Until the wait for this checkout has started, the state may still be another visit's.
  const shown: Exclude<PaymentReturnState, { status: 'idle' }> =
    paymentReturn.status !== 'idle' && paymentReturn.checkoutId === checkoutId ? paymentReturn : { status: 'confirming', checkoutId };
  switch (shown.status) {
    case 'confirming':
      return <Confirming />;
    case 'paid':
      return <Paid added={shown.checkout.credits} />;
    case 'closed':
      return <ClosedUnpaid expired={shown.checkout.status === 'expired'} optionId={optionId} />;
    case 'notFound':
      return <CheckoutMissing />;
    case 'stillConfirming':
      return (
        <StillConfirming
          onRetry={() => {
            dispatch(paymentReturnOpened({ checkoutId }));
          }}
        />
      );
  }
}

function Confirming() {
  const intl = useIntl();
  return (
    <Flex role="status" align="center" gap="middle" data-testid="payment-confirming" style={{ padding: '24px 0' }}>
      <Spin size="large" />
      <Typography.Text style={{ fontSize: '1.1rem' }}>{intl.formatMessage(messages.confirming)}</Typography.Text>
    </Flex>
  );
}

function Paid({ added }: { readonly added: number }) {
  const intl = useIntl();
  const balance = useAppSelector(selectCredits);
  return (
    <Outcome testId="payment-confirmed">
      <Result
        status="success"
        title={<FormattedMessage {...creditsAddedMessage} values={{ added, balance }} />}
        extra={
          <Flex wrap gap="large" justify="center">
            <Link to={paths.jobApplications} data-testid="payment-use-credits">
              {intl.formatMessage(messages.useCredits)}
            </Link>
            <Link to={paths.transactions} data-testid="payment-see-transactions">
              {intl.formatMessage(messages.seeTransactions)}
            </Link>
          </Flex>
        }
      />
    </Outcome>
  );
}

function ClosedUnpaid({ expired, optionId }: { readonly expired: boolean; readonly optionId: string | undefined }) {
  const intl = useIntl();
  return (
    <Outcome testId="payment-checkout-closed">
      <Result
        status="warning"
        title={intl.formatMessage(expired ? messages.expired : messages.canceled)}
        extra={
          <Flex vertical gap="middle" align="center">
            {optionId === undefined ? null : <BuyPackAgain optionId={optionId} />}
            <BackToPacksLink />
          </Flex>
        }
      />
    </Outcome>
  );
}

function CheckoutMissing() {
  const intl = useIntl();
  return (
    <Outcome testId="payment-checkout-missing">
      <Result status="warning" title={intl.formatMessage(messages.checkoutMissing)} extra={<BackToPacksLink />} />
    </Outcome>
  );
}

/** The outcome replaces the "confirming" status: announced politely, as the status it follows was. */
function Outcome({ testId, children }: { readonly testId: string; readonly children: ReactNode }) {
  return (
    <div role="status" data-testid={testId}>
      {children}
    </div>
  );
}

function StillConfirming({ onRetry }: { readonly onRetry: () => void }) {
  const intl = useIntl();
  return (
    <Alert
      type="info"
      showIcon
      data-testid="payment-still-confirming"
      title={intl.formatMessage(messages.stillConfirming)}
      action={
        <Button onClick={onRetry} data-testid="payment-check-again">
          {intl.formatMessage(messages.checkAgain)}
        </Button>
      }
    />
  );
}
