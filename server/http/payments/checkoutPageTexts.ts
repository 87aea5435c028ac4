// The words of the pages the server renders itself around a checkout (the sandbox's page, and the page shown
// when Stripe cannot be reached), in the account's language.
import type { CheckoutStatus, Locale } from '../../../contract';

export interface CheckoutPageTexts {
  readonly sandboxTitle: string;
  /** The banner across the top of the sandbox's page. */
  readonly sandboxBanner: string;
  readonly sandboxNotice: string;
  readonly pack: string;
  readonly credits: string;
  readonly price: string;
  readonly pay: (price: string) => string;
  readonly cancel: string;
  readonly closed: Readonly<Record<Exclude<CheckoutStatus, 'open'>, string>>;
  readonly backToApp: string;
  readonly backToPacks: string;
  readonly notFoundTitle: string;
  readonly notFound: string;
  readonly unavailableTitle: string;
  readonly unavailable: string;
  readonly forbiddenTitle: string;
  readonly forbidden: string;
}

const english: CheckoutPageTexts = {
  sandboxTitle: 'Test checkout',
  sandboxBanner: 'Test mode: this server’s built-in sandbox. No real payment is made.',
  sandboxNotice: 'This server uses a test checkout: no money moves and no card is asked for. Paying here adds the credits at once.',
  pack: 'Pack',
  credits: 'Credits',
  price: 'Price',
  pay: (price) => `Pay ${price} (test)`,
  cancel: 'Cancel',
  closed: {
    paid: 'This checkout is paid: its credits were added to your account.',
    canceled: 'This checkout was canceled. Nothing was charged.',
    expired: 'This checkout has expired. Nothing was charged.',
  },
  backToApp: 'Back to the app',
  backToPacks: 'Back to the credit packs',
  notFoundTitle: 'Checkout not found',
  notFound: 'There is no checkout at this address.',
  unavailableTitle: 'Payment unavailable',
  unavailable: 'The payment page could not be opened. Nothing was charged. Please try again in a moment.',
  forbiddenTitle: 'Page expired',
  forbidden: 'This form has expired. Reload the checkout page and try again.',
};

const french: CheckoutPageTexts = {
  sandboxTitle: 'Paiement de test',
  sandboxBanner: 'Mode test\u00a0: le bac à sable intégré à ce serveur. Aucun paiement réel n’est effectué.',
  sandboxNotice:
    'Ce serveur utilise un paiement de test\u00a0: aucun argent n’est débité et aucune carte n’est demandée. Payer ici ajoute les crédits aussitôt.',
  pack: 'Pack',
  credits: 'Crédits',
  price: 'Prix',
  pay: (price) => `Payer ${price} (test)`,
  cancel: 'Annuler',
  closed: {
    paid: 'Ce paiement est réglé\u00a0: ses crédits ont été ajoutés à votre compte.',
    canceled: 'Ce paiement a été annulé. Rien n’a été débité.',
    expired: 'Ce paiement a expiré. Rien n’a été débité.',
  },
  backToApp: 'Retour à l’application',
  backToPacks: 'Retour aux packs de crédits',
  notFoundTitle: 'Paiement introuvable',
  notFound: 'Aucun paiement n’existe à cette adresse.',
  unavailableTitle: 'Paiement indisponible',
  unavailable: 'La page de paiement n’a pas pu s’ouvrir. Rien n’a été débité. Veuillez réessayer dans un instant.',
  forbiddenTitle: 'Page expirée',
  forbidden: 'Ce formulaire a expiré. Rechargez la page de paiement et réessayez.',
};

export const checkoutPageTexts: Readonly<Record<Locale, CheckoutPageTexts>> = { 'en-US': english, 'fr-FR': french };

/** A price in minor units, as people of the locale write it (5,00 € in French, €5.00 in English). */
export function formatPrice(price: number, currency: string, locale: Locale): string {
  const format = new Intl.NumberFormat(locale, { style: 'currency', currency: currency.toUpperCase() });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(price / 10 ** digits);
}

/** The pack's name as shown: the default packs' names capitalized, any other as written. */
export function packName(name: string): string {
  return name.charAt(0).toUpperCase() + name.slice(1);
}
