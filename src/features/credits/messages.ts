import { defineMessage, defineMessages } from 'react-intl';

// Messages with arguments are defined one by one so react-intl types their values.

export const creditsBalanceMessage = defineMessage<{ count: number }>({
  id: 'credits.balance',
  defaultMessage: '{count, plural, =0 {No credits} one {# credit} other {# credits}}',
  description: 'Credits left on the account, shown in the header; forms for 0, 1 and more',
});

export const balanceLineMessage = defineMessage<{ count: number }>({
  id: 'credits.balanceLine',
  defaultMessage: 'Your balance: {count, plural, =0 {no credits} one {# credit} other {# credits}}',
  description: 'The account’s credit balance, shown on the payment and transaction pages; forms for 0, 1 and more',
});

export const creditsCountMessage = defineMessage<{ count: number }>({
  id: 'credits.count',
  defaultMessage: '{count, plural, =0 {No credits} one {# credit} other {# credits}}',
  description: 'How many credits a pack of credits gives; forms for 0, 1 and more',
});

export const pricePerCreditMessage = defineMessage<{ price: string }>({
  id: 'credits.paymentOptions.pricePerCredit',
  defaultMessage: '{price} per credit',
  description: 'Under a pack’s price: what one credit costs in that pack; {price} is an amount with its currency',
});

export const buyOptionLabelMessage = defineMessage<{ name: string; credits: string; price: string }>({
  id: 'credits.paymentOptions.buyLabel',
  defaultMessage: 'Buy the {name} pack: {credits} for {price}',
  description:
    'Accessible name of a pack’s Buy button, so that each button says which pack it buys; {credits} is the number of credits written out ("20 credits"), {price} an amount with its currency',
});

export const creditsAddedMessage = defineMessage<{ added: number; balance: number }>({
  id: 'credits.paymentSuccess.paid',
  defaultMessage:
    '{added, plural, one {# credit was} other {# credits were}} added to your account. Your balance is now {balance, plural, one {# credit} other {# credits}}.',
  description: 'Shown once a payment is confirmed; {added} is the number of credits bought, {balance} the new balance',
});

export const paymentPackMessage = defineMessage<{ name: string; credits: string; price: string }>({
  id: 'credits.paymentPack.named',
  defaultMessage: 'Pack: {name}, {credits} for {price}',
  description:
    'On the pages a payment returns to: the pack the payment was for; {name} is the pack’s name, {credits} the number of credits written out ("20 credits"), {price} an amount with its currency',
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
    defaultMessage: 'Your payment',
    description:
      'Title of the page the payment provider returns to after a payment; the page then tells whether the payment went through, so the title does not say it did',
  },
  paymentCanceledTitle: {
    id: 'credits.paymentCanceled.title',
    defaultMessage: 'Payment canceled',
    description: 'Title of the page the payment provider returns to when the user canceled the payment',
  },
  settingsFailed: {
    id: 'credits.settings.failed',
    defaultMessage: 'Unable to get this server’s settings',
    description: 'Error shown when the server’s public settings (contact address, payments) could not be loaded',
  },

  // The payment options page.
  paymentOptionsIntro: {
    id: 'credits.paymentOptions.intro',
    defaultMessage: 'Credits pay for the AI products. Choose a pack: you pay on the payment page, then come back here.',
    description: 'Introduction of the page listing the credit packs',
  },
  paymentOptionsLoading: {
    id: 'credits.paymentOptions.loading',
    defaultMessage: 'Loading the credit packs…',
    description: 'Accessible name of the placeholder shown while the credit packs load',
  },
  paymentOptionsEmpty: {
    id: 'credits.paymentOptions.empty',
    defaultMessage: 'No credit pack is on sale on this server for now.',
    description: 'Shown on the payment options page when the server offers no pack',
  },
  paymentOptionsListLabel: {
    id: 'credits.paymentOptions.listLabel',
    defaultMessage: 'Credit packs',
    description: 'Accessible name of the list of credit packs',
  },
  paymentsOff: {
    id: 'credits.paymentOptions.off',
    defaultMessage: 'Buying credits is not available on this server.',
    description: 'Shown on the payment options page when the server’s operator turned payments off',
  },
  sandboxNote: {
    id: 'credits.paymentOptions.sandbox',
    defaultMessage: 'This server uses a test checkout: no money moves and no card is asked for.',
    description: 'Shown on the payment options page when the server uses its built-in test checkout',
  },
  buy: {
    id: 'credits.paymentOptions.buy',
    defaultMessage: 'Buy',
    description: 'Button of a credit pack that opens the payment page for it',
  },
  starterName: {
    id: 'credits.paymentOptions.name.starter',
    defaultMessage: 'Starter',
    description: 'Name of the smallest credit pack shipped with the app (the server calls it "starter")',
  },
  standardName: {
    id: 'credits.paymentOptions.name.standard',
    defaultMessage: 'Standard',
    description: 'Name of the middle credit pack shipped with the app (the server calls it "standard")',
  },
  intensiveName: {
    id: 'credits.paymentOptions.name.intensive',
    defaultMessage: 'Intensive',
    description: 'Name of the largest credit pack shipped with the app, for an intensive job search (the server calls it "intensive")',
  },

  // The page the payment provider returns to.
  confirming: {
    id: 'credits.paymentSuccess.confirming',
    defaultMessage: 'Confirming your payment…',
    description: 'Shown while the app waits for the payment provider to confirm a payment',
  },
  stillConfirming: {
    id: 'credits.paymentSuccess.stillConfirming',
    defaultMessage: 'Your payment is still being confirmed; the credits will appear as soon as it is.',
    description: 'Shown when a payment has not been confirmed after two minutes of waiting',
  },
  checkAgain: {
    id: 'credits.paymentSuccess.checkAgain',
    defaultMessage: 'Check again',
    description: 'Button that asks again whether a payment was confirmed, after a long wait',
  },
  expired: {
    id: 'credits.paymentSuccess.expired',
    defaultMessage: 'This payment expired before it was completed. Nothing was charged.',
    description: 'Shown when the checkout the provider returned from expired unpaid',
  },
  canceled: {
    id: 'credits.paymentSuccess.canceled',
    defaultMessage: 'This payment was canceled. Nothing was charged.',
    description: 'Shown when the checkout the provider returned from had been canceled',
  },
  checkoutMissing: {
    id: 'credits.paymentSuccess.missing',
    defaultMessage: 'This payment could not be found. Check the address, or choose a pack again.',
    description: 'Shown when the payment page’s address names no payment of the account (missing, malformed or unknown)',
  },
  backToPacks: {
    id: 'credits.backToPacks',
    defaultMessage: 'Back to the credit packs',
    description: 'Link to the page listing the credit packs',
  },
  useCredits: {
    id: 'credits.paymentSuccess.useCredits',
    defaultMessage: 'Go to your applications',
    description: 'Link shown after a purchase to the job applications, whose AI tab spends the credits',
  },
  seeTransactions: {
    id: 'credits.seeTransactions',
    defaultMessage: 'See your transactions',
    description: 'Link to the page listing the credit transactions',
  },
  packLoading: {
    id: 'credits.paymentPack.loading',
    defaultMessage: 'Loading the pack…',
    description: 'Accessible name of the placeholder shown while the pack a payment was for loads',
  },
  packGone: {
    id: 'credits.paymentPack.gone',
    defaultMessage: 'The pack this payment was for is no longer on sale.',
    description: 'Shown on the pages a payment returns to when the pack it was for has been withdrawn from sale',
  },
  buyPackAgain: {
    id: 'credits.paymentPack.buyAgain',
    defaultMessage: 'Buy this pack again',
    description: 'Button on the pages of a payment left unpaid (canceled or expired) that opens a new payment for the same pack',
  },
  paymentCanceled: {
    id: 'credits.paymentCanceled.text',
    defaultMessage: 'You canceled the payment. Nothing was charged.',
    description: 'Shown when the user came back from the payment page without paying',
  },

  // The transactions page.
  transactionsLoading: {
    id: 'credits.transactions.loading',
    defaultMessage: 'Loading the transactions…',
    description: 'Accessible name of the placeholder shown while the transactions load',
  },
  transactionsEmpty: {
    id: 'credits.transactions.empty',
    defaultMessage: 'No transaction yet. Credits you receive, buy or spend will be listed here.',
    description: 'Shown on the transactions page when the account has no transaction',
  },
  transactionsListLabel: {
    id: 'credits.transactions.listLabel',
    defaultMessage: 'Credit transactions, newest first',
    description: 'Accessible name of the list of transactions (a table on wide screens, cards on a phone)',
  },
  columnDate: {
    id: 'credits.transactions.column.date',
    defaultMessage: 'Date',
    description: 'Column of the transactions table: when the transaction happened',
  },
  columnReason: {
    id: 'credits.transactions.column.reason',
    defaultMessage: 'Reason',
    description: 'Column of the transactions table: why the balance changed (purchase, AI use...)',
  },
  columnAmount: {
    id: 'credits.transactions.column.amount',
    defaultMessage: 'Credits',
    description: 'Column of the transactions table: credits added (+) or taken (−)',
  },
  columnBalanceBefore: {
    id: 'credits.transactions.column.balanceBefore',
    defaultMessage: 'Balance before',
    description: 'Column of the transactions table: the balance before the transaction',
  },
  columnBalanceAfter: {
    id: 'credits.transactions.column.balanceAfter',
    defaultMessage: 'Balance after',
    description: 'Column of the transactions table: the balance after the transaction',
  },
  paginationLabel: {
    id: 'credits.transactions.pagination',
    defaultMessage: 'Pages of transactions',
    description: 'Accessible name of the page switcher under the transactions',
  },
});

export const transactionReasonMessages = defineMessages({
  sign_up_bonus: {
    id: 'credits.transactions.reason.sign_up_bonus',
    defaultMessage: 'Welcome credits',
    description: 'Reason of a transaction: the credits given when the account was confirmed',
  },
  purchase: {
    id: 'credits.transactions.reason.purchase',
    defaultMessage: 'Purchase',
    description: 'Reason of a transaction: credits bought',
  },
  ai_usage: {
    id: 'credits.transactions.reason.ai_usage',
    defaultMessage: 'AI use',
    description: 'Reason of a transaction: credits spent on an AI product',
  },
  ai_refund: {
    id: 'credits.transactions.reason.ai_refund',
    defaultMessage: 'AI refund',
    description: 'Reason of a transaction: credits given back because an AI product failed',
  },
  adjustment: {
    id: 'credits.transactions.reason.adjustment',
    defaultMessage: 'Adjustment',
    description: 'Reason of a transaction: a correction made by the server’s operator',
  },
});
