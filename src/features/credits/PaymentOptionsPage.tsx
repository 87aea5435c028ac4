// /payment_options: the packs of credits on sale, each with its Buy button, the balance, and what the server
// says of its payments (a test checkout, or none at all).
import { Alert, Empty, Skeleton, Typography } from 'antd';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { PageTitle } from '../../common/components/PageTitle';
import { RequestErrorAlert } from '../../common/components/RequestErrorAlert';
import { BalanceLine } from './BalanceLine';
import { paymentOptionChosen, paymentOptionsOpened, selectPaymentOptions, selectPurchase } from './creditsSlice';
import { creditsMessages as messages } from './messages';
import { PaymentOptionCard } from './PaymentOptionCard';
import { selectPaymentProvider, serverSettingsNeeded } from './serverSettingsSlice';

export function PaymentOptionsPage() {
  const dispatch = useAppDispatch();
  const provider = useAppSelector(selectPaymentProvider);

  useEffect(() => {
    dispatch(serverSettingsNeeded());
    dispatch(paymentOptionsOpened());
    // Back from the payment page, a browser may show this page from its back-forward cache, as it was when
    // the window left: the Buy button still busy. It counts as opened again.
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) dispatch(paymentOptionsOpened());
    };
    window.addEventListener('pageshow', onPageShow);
    return () => {
      window.removeEventListener('pageshow', onPageShow);
    };
  }, [dispatch]);

  return (
    <div data-testid="payment-options-page">
      <PageTitle message={messages.paymentOptionsTitle} />
      <BalanceLine testId="payment-balance" />
      {provider === 'off' ? <PaymentsOff /> : <PaymentOptions sandbox={provider === 'sandbox'} />}
    </div>
  );
}

function PaymentsOff() {
  const intl = useIntl();
  return <Alert type="info" showIcon title={intl.formatMessage(messages.paymentsOff)} data-testid="payments-off" />;
}

function PaymentOptions({ sandbox }: { readonly sandbox: boolean }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const options = useAppSelector(selectPaymentOptions);
  const purchase = useAppSelector(selectPurchase);
  const retry = () => {
    dispatch(paymentOptionsOpened());
  };

  const renderOptions = () => {
    if (options.data === null) {
      if (options.status === 'failed' && options.error !== null) {
        return <RequestErrorAlert error={options.error} onRetry={retry} testId="payment-options-error" />;
      }
      return (
        <div role="status" aria-label={intl.formatMessage(messages.paymentOptionsLoading)} data-testid="payment-options-loading">
          <Skeleton active paragraph={{ rows: 4 }} />
        </div>
      );
    }
    if (options.data.length === 0) {
      return <Empty description={intl.formatMessage(messages.paymentOptionsEmpty)} data-testid="payment-options-empty" />;
    }
    return (
      // role="list": Safari drops the list role of a list without bullets.
      <ul
        role="list"
        aria-label={intl.formatMessage(messages.paymentOptionsListLabel)}
        data-testid="payment-options-list"
        style={{
          listStyle: 'none',
          margin: 0,
          padding: 0,
          display: 'grid',
          // One column on a phone, as many 16rem cards as fit on a wider screen.
          gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 16rem), 1fr))',
          gap: 16,
          maxWidth: '64rem',
        }}
      >
        {options.data.map((option) => (
          <li key={option.id} data-testid="payment-option" data-id={option.id}>
            <PaymentOptionCard
              option={option}
              purchase={purchase}
              onBuy={(id) => {
                dispatch(paymentOptionChosen({ id }));
              }}
            />
          </li>
        ))}
      </ul>
    );
  };

  return (
    <>
      <Typography.Paragraph style={{ maxWidth: '48rem' }}>{intl.formatMessage(messages.paymentOptionsIntro)}</Typography.Paragraph>
      {sandbox ? (
        <Alert
          type="warning"
          showIcon
          title={intl.formatMessage(messages.sandboxNote)}
          data-testid="payment-sandbox-note"
          style={{ marginBottom: 16, maxWidth: '48rem' }}
        />
      ) : null}
      {/* A refresh that failed keeps the packs it had, with the error above them. */}
      {options.status === 'failed' && options.error !== null && options.data !== null ? (
        <div style={{ marginBottom: 16 }}>
          <RequestErrorAlert error={options.error} onRetry={retry} testId="payment-options-error" />
        </div>
      ) : null}
      {renderOptions()}
    </>
  );
}
