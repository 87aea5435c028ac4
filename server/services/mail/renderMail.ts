// Turns a mail's paragraphs and its one link into matching plain-text and HTML bodies.
import type { Locale } from '../../../contract';
import { escapeHtml } from './escapeHtml';
import type { MailContent } from './mailer';

export interface MailLayout {
  readonly locale: Locale;
  readonly subject: string;
  /** Paragraphs before the link. */
  readonly intro: readonly string[];
  readonly link: string;
  /** Paragraphs after the link. */
  readonly outro: readonly string[];
  readonly signature: string;
}

export function renderMail(layout: MailLayout): MailContent {
  assertWebLink(layout.link);
  const paragraphs = [...layout.intro, layout.link, ...layout.outro, layout.signature];
  const text = `${paragraphs.join('\n\n')}\n`;
  const html = [
    '<!DOCTYPE html>',
    `<html lang="${escapeHtml(layout.locale)}">`,
    `<head><meta charset="utf-8"><title>${escapeHtml(layout.subject)}</title></head>`,
    '<body>',
    ...layout.intro.map(htmlParagraph),
    // The address is also the link text, so it can be copied where links are not clickable.
    `<p><a href="${escapeHtml(layout.link)}">${escapeHtml(layout.link)}</a></p>`,
    ...layout.outro.map(htmlParagraph),
    htmlParagraph(layout.signature),
    '</body>',
    '</html>',
    '',
  ].join('\n');
  return { subject: layout.subject, text, html, links: [layout.link] };
}

function htmlParagraph(paragraph: string): string {
  return `<p>${escapeHtml(paragraph)}</p>`;
}

// Escaping keeps the markup intact but would still let a `javascript:` URL through as an href.
function assertWebLink(link: string): void {
  const protocol = URL.canParse(link) ? new URL(link).protocol : undefined;
  if (protocol !== 'http:' && protocol !== 'https:') {
    throw new Error(`mail links must be http(s) URLs, got ${JSON.stringify(link)}`);
  }
}
