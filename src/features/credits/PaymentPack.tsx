// The pack a returned payment was for, on the pages the provider sends the window back to: its name, credits and
// price (asked for by its id), and, for a payment left unpaid, a button that opens a new payment for it.
import { Button, Flex, Skeleton, Typography } from 'antd';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { RequestErrorAlert } from '../../common/components/RequestErrorAlert';
import { paymentOptionChosen, paymentOptionNeeded, selectPaymentOptionState, selectPurchase } from './creditsSlice';
import { creditsCountMessage, creditsMessages, paymentPackMessage } from './messages';
import { formatMinorUnits } from './money';
import { paymentOptionName } from './paymentOptionNames';

/** Codes that mean the pack is not on sale (withdrawn, or buying turned off): asking again will not change it. */
const PACK_GONE_CODES: ReadonlySet<string> = new Set(['not_found', 'invalid_params']);

/** While the pack (or the checkout naming it) is being asked for. */
export function PaymentPackLoading() {
  const intl = useIntl();
  return (
    <div role="status" aria-label={intl.formatMessage(creditsMessages.packLoading)} data-testid="payment-pack-loading" style={{ maxWidth: '24rem' }}>
      <Skeleton active title={false} paragraph={{ rows: 1 }} />
    </div>
  );
}

/** The line naming the pack of `optionId`. */
export function PaymentPack({ optionId }: { readonly optionId: string }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const option = useAppSelector((state) => selectPaymentOptionState(state, optionId));

  useEffect(() => {
    dispatch(paymentOptionNeeded({ optionId }));
  }, [dispatch, optionId]);

  if (option.data !== null) {
    const { name, credits, price, currency } = option.data;
    return (
      <Typography.Paragraph strong data-testid="payment-pack" style={{ overflowWrap: 'anywhere' }}>
        {intl.formatMessage(paymentPackMessage, {
          name: paymentOptionName(intl, name),
          credits: intl.formatMessage(creditsCountMessage, { count: credits }),
          price: formatMinorUnits(intl.locale, price, currency),
        })}
      </Typography.Paragraph>
    );
  }
  if (option.status === 'failed' && option.error !== null) {
    if (PACK_GONE_CODES.has(option.error.code)) {
      return (
        <Typography.Paragraph type="secondary" data-testid="payment-pack-gone">
          {intl.formatMessage(creditsMessages.packGone)}
        </Typography.Paragraph>
      );
    }
    return (
      <div style={{ marginBottom: 16 }}>
        <RequestErrorAlert
          error={option.error}
          testId="payment-pack-error"
          onRetry={() => {
            dispatch(paymentOptionNeeded({ optionId }));
          }}
        />
      </div>
    );
  }
  return <PaymentPackLoading />;
}

/**
 * Opens a new payment for the pack of a payment left unpaid, once the pack is known to be on sale; the failure of
 * that opening shows above it.
 */
export function BuyPackAgain({ optionId }: { readonly optionId: string }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const option = useAppSelector((state) => selectPaymentOptionState(state, optionId));
  const purchase = useAppSelector(selectPurchase);
  if (option.data === null) return null;
  const isThisPurchase = purchase.optionId === optionId;
  return (
    <Flex vertical gap="small" align="center">
      {isThisPurchase && purchase.status === 'failed' && purchase.error !== null ? (
        <RequestErrorAlert error={purchase.error} testId="payment-buy-again-error" />
      ) : null}
      <Button
        type="primary"
        // Sent, or leaving for the payment page: busy until the window goes.
        loading={isThisPurchase && (purchase.status === 'submitting' || purchase.status === 'succeeded')}
        onClick={() => {
          dispatch(paymentOptionChosen({ id: optionId }));
        }}
        data-testid="payment-buy-again"
      >
        {intl.formatMessage(creditsMessages.buyPackAgain)}
      </Button>
    </Flex>
  );
}
