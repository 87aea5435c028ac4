// Credits: the balance in the header and the payment and transaction pages.
export { CreditsBalance } from './CreditsBalance';
export { PaymentCanceledPage } from './PaymentCanceledPage';
export { PaymentOptionsPage } from './PaymentOptionsPage';
export { PaymentSuccessPage } from './PaymentSuccessPage';
export { TransactionsPage } from './TransactionsPage';
