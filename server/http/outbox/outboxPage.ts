// HTML of the outbox page: the newest mails first, each with its time, recipient, subject and links. No script
// (the page works under the app's content security policy, which allows none inline), every value escaped,
// and only http(s) addresses made into links. One column that wraps long addresses, for a 360 px phone.
import type { Locale } from '../../../contract';
import { escapeHtml } from '../../services/mail/escapeHtml';
import type { OutboxMail } from '../../services/mail';
import { serverPage } from '../serverPage';
import { outboxPageTexts } from './outboxPageTexts';

const STYLE = `
  body { margin: 0; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #1f1f1f; background: #f5f5f5; }
  main { max-width: 48rem; margin: 0 auto; padding: 1rem; }
  h1 { font-size: 1.5rem; margin: .5rem 0 1rem; }
  h2 { font-size: 1.1rem; margin: 0 0 .5rem; }
  ol { list-style: none; margin: 0; padding: 0; }
  article { margin: 0 0 1rem; padding: 1rem; background: #fff; border: 1px solid #d9d9d9; border-radius: 8px; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: .25rem .75rem; margin: 0; }
  dt { color: #595959; } dd { margin: 0; min-width: 0; }
  dd, a { overflow-wrap: anywhere; }
  ul { margin: 0; padding-left: 1.25rem; }
  li + li { margin-top: .25rem; }
  a { color: #0958d9; text-decoration: underline; }
  a:focus-visible { outline: 3px solid #1677ff; outline-offset: 2px; }
  @media (max-width: 400px) { main { padding: .75rem; } article { padding: .75rem; } dl { grid-template-columns: 1fr; } dt { margin-top: .25rem; } }
`;

export interface OutboxPageModel {
  readonly locale: Locale;
  /** Where the .eml files are, as the server's settings name it. */
  readonly folder: string;
  readonly mails: readonly OutboxMail[];
  readonly total: number;
  /** The server's time zone, for the times shown. */
  readonly timeZone?: string;
}

export function outboxPage(model: OutboxPageModel): string {
  const texts = outboxPageTexts[model.locale];
  const dateFormat = new Intl.DateTimeFormat(model.locale, {
    dateStyle: 'medium',
    timeStyle: 'long',
    ...(model.timeZone === undefined ? {} : { timeZone: model.timeZone }),
  });
  const mails = model.mails.map((mail, index) => mailItem(mail, `mail-${String(index + 1)}`, model.locale, dateFormat));
  const count =
    model.mails.length === 0
      ? `<p>${escapeHtml(texts.empty)}</p>`
      : `${model.total > model.mails.length ? `<p>${escapeHtml(texts.shown(model.mails.length, model.total))}</p>\n` : ''}<ol>\n${mails.join('\n')}\n</ol>`;
  const body = `<p>${escapeHtml(texts.intro(model.folder))}</p>
${count}
<p>${escapeHtml(texts.reload)}</p>`;
  return serverPage({ locale: model.locale, title: texts.title, style: STYLE, body });
}

function mailItem(mail: OutboxMail, id: string, locale: Locale, dateFormat: Intl.DateTimeFormat): string {
  const texts = outboxPageTexts[locale];
  const links = mail.links.length === 0 ? escapeHtml(texts.noLinks) : `<ul>${mail.links.map(linkItem).join('')}</ul>`;
  return `<li><article aria-labelledby="${id}" data-testid="outbox-mail">
<h2 id="${id}">${escapeHtml(mail.subject)}</h2>
<dl>
<dt>${escapeHtml(texts.written)}</dt><dd><time datetime="${escapeHtml(mail.writtenAt.toISOString())}">${escapeHtml(dateFormat.format(mail.writtenAt))}</time></dd>
<dt>${escapeHtml(texts.to)}</dt><dd>${escapeHtml(mail.to)}</dd>
<dt>${escapeHtml(texts.links)}</dt><dd>${links}</dd>
<dt>${escapeHtml(texts.file)}</dt><dd>${escapeHtml(mail.file)}</dd>
</dl>
</article></li>`;
}

/** An http(s) address as a link; anything else (a summary edited by hand) as text, never as an href. */
function linkItem(link: string): string {
  const protocol = URL.canParse(link) ? new URL(link).protocol : undefined;
  const text = escapeHtml(link);
  return protocol === 'http:' || protocol === 'https:' ? `<li><a href="${text}">${text}</a></li>` : `<li>${text}</li>`;
}
