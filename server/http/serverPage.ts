// The frame of the few pages the server writes itself, outside the browser app (the sandbox checkout, the
// outbox): a document in the visitor's language, for phones too, kept out of search engines, with its own
// stylesheet inline (nothing to fetch beside the page) and one h1 that repeats its title.
import type { Locale } from '../../contract';
import { escapeHtml } from '../services/mail/escapeHtml';

export interface ServerPage {
  readonly locale: Locale;
  readonly title: string;
  readonly style: string;
  /** HTML inside <main>, after the h1. */
  readonly body: string;
  /** HTML before <main>: a strip across the top of the page (a header, so it sits in a landmark). */
  readonly banner?: string;
}

export function serverPage({ locale, title, style, body, banner = '' }: ServerPage): string {
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${style}</style>
</head>
<body>
${banner}<main>
<h1>${escapeHtml(title)}</h1>
${body}
</main>
</body>
</html>
`;
}
