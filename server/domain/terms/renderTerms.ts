// Turns the Markdown of a terms version into the HTML the browser app shows. The HTML is sanitized with an
// allowlist even though the Markdown is ours: the browser inserts it as markup, so nothing that could run
// script or load anything (no attributes but a link's http, https or mailto address) may reach it.
import type { IOptions } from 'sanitize-html';

const SANITIZE_OPTIONS: IOptions = {
  allowedTags: ['h1', 'h2', 'h3', 'h4', 'p', 'ul', 'ol', 'li', 'strong', 'em', 'a', 'br', 'hr', 'blockquote', 'code'],
  allowedAttributes: { a: ['href'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  // Other tags go and their text stays; script and style go with their content (the library's default).
  disallowedTagsMode: 'discard',
};

// Both packages (and sanitize-html's parser) ship ES modules only. Importing them when terms are rendered
// (once, at start) rather than when this file loads lets the CommonJS test runner provide them
// (test/support/esmModules.ts).
export async function sanitizeTermsHtml(html: string): Promise<string> {
  const { default: sanitizeHtml } = await import('sanitize-html');
  return sanitizeHtml(html, SANITIZE_OPTIONS);
}

export async function renderTermsHtml(markdown: string): Promise<string> {
  const { Marked } = await import('marked');
  const html = new Marked({ gfm: true, async: false }).parse(markdown, { async: false });
  return sanitizeTermsHtml(html);
}
