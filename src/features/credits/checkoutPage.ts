// Leaving the app for the payment page `account.use_payment_option` answered. Sagas `call` these, so tests can
// provide them instead of navigating.

/**
 * The spec's rule for a payment link (section 5): it starts with http:// or https://. The request layer's reply
 * check refuses any other answer already; this second look stands where the window is sent, so that no change
 * there can ever turn a `javascript:` or `data:` answer into a navigation.
 */
export function isPaymentPageUrl(url: string): boolean {
  return /^https?:\/\//i.test(url);
}

/** The whole window goes to the payment page: the provider's page cannot be shown inside the app. */
export function openPaymentPage(url: string): void {
  window.location.assign(url);
}
