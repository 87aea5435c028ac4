import { defineMessage, defineMessages } from 'react-intl';

// Defined on its own so react-intl types its `count` value.
export const creditsBalanceMessage = defineMessage<{ count: number }>({
  id: 'credits.balance',
  defaultMessage: '{count, plural, =0 {No credits} one {# credit} other {# credits}}',
  description: 'Credits left on the account, shown in the header; forms for 0, 1 and more',
});

export const creditsMessages = defineMessages({
  transactionsTitle: {
    id: 'credits.transactions.title',
    defaultMessage: 'Credit transactions',
    description: 'Title of the page listing credit purchases and uses',
  },
  paymentOptionsTitle: {
    id: 'credits.paymentOptions.title',
    defaultMessage: 'Payment options',
    description: 'Title of the page listing the credit packs that can be bought',
  },
  paymentSuccessTitle: {
    id: 'credits.paymentSuccess.title',
    defaultMessage: 'Payment successful',
    description: 'Title of the page the payment provider returns to after a successful payment',
  },
  paymentCanceledTitle: {
    id: 'credits.paymentCanceled.title',
    defaultMessage: 'Payment canceled',
    description: 'Title of the page the payment provider returns to when the user canceled the payment',
  },
});
