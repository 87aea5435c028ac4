// Turns the Markdown of a terms version into the HTML the browser app shows. The HTML is sanitized with an
// allowlist even though the Markdown is ours: the browser inserts it as markup, so nothing that could run
// script or load anything (no attributes but a link's http, https or mailto address) may reach it.
import { Marked } from 'marked';
import sanitizeHtml, { type IOptions } from 'sanitize-html';

const SANITIZE_OPTIONS: IOptions = {
  allowedTags: ['h1', 'h2', 'h3', 'h4', 'p', 'ul', 'ol', 'li', 'strong', 'em', 'a', 'br', 'hr', 'blockquote', 'code'],
  allowedAttributes: { a: ['href'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  // Other tags go and their text stays; script and style go with their content (the library's default).
  disallowedTagsMode: 'discard',
};

export function sanitizeTermsHtml(html: string): string {
  return sanitizeHtml(html, SANITIZE_OPTIONS);
}

export function renderTermsHtml(markdown: string): string {
  const html = new Marked({ gfm: true, async: false }).parse(markdown, { async: false });
  return sanitizeTermsHtml(html);
}
