// HTML of the pages the server renders around a checkout. Plain forms, no script (the page works without
// JavaScript and under the app's content security policy), every value escaped.
import type { CheckoutStatus, Locale } from '../../../contract';
import { escapeHtml } from '../../services/mail/escapeHtml';
import { CSRF_FORM_FIELD } from '../csrf';
import { serverPage } from '../serverPage';
import { checkoutPageTexts, formatPrice, packName } from './checkoutPageTexts';

const STYLE = `
  body { margin: 0; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #1f1f1f; background: #f5f5f5; }
  main { max-width: 28rem; margin: 2rem auto; padding: 1.5rem; background: #fff; border-radius: 8px; box-shadow: 0 1px 4px rgba(0,0,0,.12); }
  h1 { font-size: 1.4rem; margin: 0 0 1rem; }
  .banner { margin: 0; padding: .75rem 1rem; background: #ad4e00; color: #fff; font-weight: 600; text-align: center; }
  .notice { padding: .75rem 1rem; border: 1px solid #d4b106; background: #fffbe6; border-radius: 6px; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: .25rem 1rem; margin: 1.25rem 0; }
  dt { color: #595959; } dd { margin: 0; font-weight: 600; }
  .actions { display: flex; flex-wrap: wrap; gap: .75rem; margin-top: 1.5rem; }
  form { margin: 0; }
  button, .link { font: inherit; min-height: 44px; padding: .5rem 1.25rem; border-radius: 6px; cursor: pointer; }
  button.pay { background: #0958d9; color: #fff; border: 1px solid #0958d9; }
  button.cancel { background: #fff; color: #1f1f1f; border: 1px solid #8c8c8c; }
  button:focus-visible, a:focus-visible { outline: 3px solid #1677ff; outline-offset: 2px; }
  a { color: #0958d9; }
  @media (max-width: 400px) { main { margin: 0; border-radius: 0; box-shadow: none; } .actions { flex-direction: column; } button { width: 100%; } }
`;

function page(locale: Locale, title: string, body: string, banner?: string): string {
  return serverPage({ locale, title, style: STYLE, body, banner });
}

export interface SandboxPageModel {
  readonly locale: Locale;
  readonly checkoutId: string;
  readonly status: CheckoutStatus;
  readonly optionName: string;
  readonly credits: number;
  readonly price: number;
  readonly currency: string;
  /** The token the forms post, bound to this browser's CSRF seed. */
  readonly csrfToken: string;
  readonly payPath: string;
  readonly cancelPath: string;
  /** Where "back" leads once the checkout is closed. */
  readonly returnPath: string;
}

/** The sandbox's checkout: the pack, its credits and price, and the pay and cancel forms while it is open. */
export function sandboxCheckoutPage(model: SandboxPageModel): string {
  const texts = checkoutPageTexts[model.locale];
  const price = formatPrice(model.price, model.currency, model.locale);
  const summary = `<dl>
<dt>${escapeHtml(texts.pack)}</dt><dd data-testid="sandbox-pack">${escapeHtml(packName(model.optionName))}</dd>
<dt>${escapeHtml(texts.credits)}</dt><dd data-testid="sandbox-credits">${String(model.credits)}</dd>
<dt>${escapeHtml(texts.price)}</dt><dd data-testid="sandbox-price">${escapeHtml(price)}</dd>
</dl>`;
  const tokenField = `<input type="hidden" name="${CSRF_FORM_FIELD}" value="${escapeHtml(model.csrfToken)}">`;
  const actions =
    model.status === 'open'
      ? `<div class="actions">
<form method="post" action="${escapeHtml(model.payPath)}">${tokenField}<button type="submit" class="pay" data-testid="sandbox-pay">${escapeHtml(texts.pay(price))}</button></form>
<form method="post" action="${escapeHtml(model.cancelPath)}">${tokenField}<button type="submit" class="cancel" data-testid="sandbox-cancel">${escapeHtml(texts.cancel)}</button></form>
</div>`
      : `<p data-testid="sandbox-closed">${escapeHtml(texts.closed[model.status])}</p>
<p><a href="${escapeHtml(model.returnPath)}">${escapeHtml(texts.backToApp)}</a></p>`;
  const banner = `<header class="banner" data-testid="sandbox-banner">${escapeHtml(texts.sandboxBanner)}</header>\n`;
  return page(
    model.locale,
    texts.sandboxTitle,
    `<p class="notice" role="note" data-testid="sandbox-notice">${escapeHtml(texts.sandboxNotice)}</p>\n${summary}\n${actions}`,
    banner,
  );
}

/** A page that explains a failure and leads back to the packs. */
export function checkoutProblemPage(locale: Locale, problem: 'not_found' | 'unavailable' | 'forbidden', packsPath: string): string {
  const texts = checkoutPageTexts[locale];
  const [title, text] =
    problem === 'not_found'
      ? [texts.notFoundTitle, texts.notFound]
      : problem === 'unavailable'
        ? [texts.unavailableTitle, texts.unavailable]
        : [texts.forbiddenTitle, texts.forbidden];
  return page(locale, title, `<p data-testid="checkout-problem">${escapeHtml(text)}</p>\n<p><a href="${escapeHtml(packsPath)}">${escapeHtml(texts.backToPacks)}</a></p>`);
}
