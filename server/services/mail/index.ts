export { createMailer, type MailConfig, outboxDirectory } from './createMailer';
export { escapeHtml } from './escapeHtml';
export { confirmationMail, passwordResetMail, PRODUCT_NAMES } from './mailContent';
export type { MailContent, Mailer, OutgoingMail } from './mailer';
export { confirmationLink, passwordResetLink } from './mailLinks';
export { createOutboxMailer, outboxFileName } from './outboxMailer';
export { senderAddress } from './senderAddress';
export { createSmtpMailer } from './smtpMailer';
export { createTokenSeal, type TokenSeal } from './sealedTokens';
