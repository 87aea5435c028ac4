// One pack on sale: its name, credits, price and price per credit, and its Buy button.
import ShoppingCartOutlined from '@ant-design/icons/ShoppingCartOutlined';
import { Button, Card, Flex, Typography, theme } from 'antd';
import { useIntl } from 'react-intl';
import type { PaymentOption } from '../../../contract';
import { RequestErrorAlert } from '../../common/components/RequestErrorAlert';
import type { PurchaseState } from './creditsSlice';
import { buyOptionLabelMessage, creditsCountMessage, creditsMessages, pricePerCreditMessage } from './messages';
import { formatMinorUnits, formatPricePerCredit } from './money';
import { paymentOptionName } from './paymentOptionNames';

export interface PaymentOptionCardProps {
  readonly option: PaymentOption;
  readonly purchase: PurchaseState;
  readonly onBuy: (id: string) => void;
}

export function PaymentOptionCard({ option, purchase, onBuy }: PaymentOptionCardProps) {
  const intl = useIntl();
  const { token } = theme.useToken();
  const name = paymentOptionName(intl, option.name);
  const credits = intl.formatMessage(creditsCountMessage, { count: option.credits });
  const price = formatMinorUnits(intl.locale, option.price, option.currency);
  const perCredit = formatPricePerCredit(intl.locale, option.price, option.credits, option.currency);
  const isThisPurchase = purchase.optionId === option.id;
  // Submitting, or leaving for the payment page: this button stays busy and the others wait.
  const purchaseUnderWay = purchase.status === 'submitting' || purchase.status === 'succeeded';

  return (
    <Card style={{ height: '100%' }} styles={{ body: { height: '100%' } }}>
      <Flex vertical gap="small" style={{ height: '100%' }}>
        <Typography.Title level={2} style={{ fontSize: '1.25rem', margin: 0, overflowWrap: 'anywhere' }}>
          {name}
        </Typography.Title>
        <Typography.Text strong style={{ fontSize: '1.1rem' }} data-testid="payment-option-credits">
          {credits}
        </Typography.Text>
        <Typography.Text style={{ fontSize: '1.5rem', fontVariantNumeric: 'tabular-nums' }} data-testid="payment-option-price">
          {price}
        </Typography.Text>
        {perCredit === null ? null : (
          <Typography.Text style={{ color: token.colorTextSecondary }} data-testid="payment-option-price-per-credit">
            {intl.formatMessage(pricePerCreditMessage, { price: perCredit })}
          </Typography.Text>
        )}
        {isThisPurchase && purchase.status === 'failed' && purchase.error !== null ? (
          <RequestErrorAlert error={purchase.error} testId="payment-option-error" />
        ) : null}
        <Button
          type="primary"
          size="large"
          block
          icon={<ShoppingCartOutlined />}
          loading={isThisPurchase && purchaseUnderWay}
          disabled={!isThisPurchase && purchaseUnderWay}
          aria-label={intl.formatMessage(buyOptionLabelMessage, { name, credits, price })}
          onClick={() => {
            onBuy(option.id);
          }}
          data-testid="payment-option-buy"
          style={{ marginTop: 'auto' }}
        >
          {intl.formatMessage(creditsMessages.buy)}
        </Button>
      </Flex>
    </Card>
  );
}
