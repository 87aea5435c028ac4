// Credits: the balance in the header, the packs on sale and their purchase, the page the payment provider
// returns to, the account's transactions, and what the server says of itself (GET /api/settings: its contact
// address and whether credits can be bought), which the menu and the help page read too.
export { BalanceLine } from './BalanceLine';
export { watchBalance } from './balanceSaga';
export { balanceSlice, selectCredits } from './balanceSlice';
export { CreditsBalance } from './CreditsBalance';
export { creditsSlice } from './creditsSlice';
export { watchCredits } from './creditsRootSaga';
export { PaymentCanceledPage } from './PaymentCanceledPage';
export { PaymentOptionsPage } from './PaymentOptionsPage';
export { PaymentSuccessPage } from './PaymentSuccessPage';
export { selectPaymentProvider, selectServerSettings, serverSettingsNeeded, serverSettingsSlice } from './serverSettingsSlice';
export { TransactionsPage } from './TransactionsPage';
