// docs/api.md, written from contract/: the schemas and tables come from the contract at run time, and the short
// descriptions below are typed as complete records over the contract's names, so that a request, push or error
// code added to the contract fails the type check until it is described here. The text depends on nothing but
// the contract (no date, no machine), so writing it twice gives the same file.
import type { z } from 'zod';
import {
  ACTION_TITLE_LENGTH,
  APPLICATION_STATUSES,
  CAPTCHA_MAX_LENGTH,
  CHANNEL_ERROR_CODES,
  COMPANY_NAME_LENGTH,
  CONTACT_NAME_LENGTH,
  CONTACT_PHONE_LENGTH,
  CONTACT_ROLE_LENGTH,
  CSRF_HEADER,
  CSRF_META_NAME,
  DEFAULT_MAX_UPLOAD_BYTES,
  EMAIL_MAX_LENGTH,
  FILENAME_LENGTH,
  FILE_DESCRIPTION_LENGTH,
  HTTP_ERROR_CODES,
  HTTP_ERROR_STATUS,
  IDS_PER_REQUEST_MAX,
  JOIN_REFUSED_REASON,
  LONG_TEXT_MAX_LENGTH,
  PASSWORD_LENGTH,
  PROGRESS_PUSH_EVENTS,
  PUSH_EVENTS,
  REQUEST_EVENT,
  REQUEST_NAMES,
  RESPONSE_EVENT,
  SEARCH_MAX_LENGTH,
  SEARCH_MIN_LENGTH,
  SOCKET_PATH,
  SOCKET_TOKEN_PARAM,
  TERMS_VERSION_MAX_LENGTH,
  TITLE_LENGTH,
  TOKEN_MAX_LENGTH,
  URL_LENGTH,
  accountExportSchema,
  accountSessionSchema,
  actionSchema,
  aiProductSchema,
  aiResponseSchema,
  applicationStatusItemSchema,
  checkoutSchema,
  companyRefSchema,
  companySchema,
  contactSchema,
  creationDateSchema,
  errorAnswerSchema,
  fileSchema,
  futureActionSchema,
  idRefSchema,
  joinRefusalSchema,
  jobApplicationSchema,
  paymentOptionSchema,
  pushPayloadSchemas,
  requestAckSchema,
  requestContracts,
  requestEnvelopeSchema,
  successAnswerSchema,
  thumbnailsSchema,
  transactionSchema,
  userTopic,
  type ChannelErrorCode,
  type HttpErrorCode,
  type LengthRange,
  type PushEvent,
  type RequestName,
} from '../../contract';
import { HTTP_CALLS, undocumentedPaths, type HttpCall } from './httpCalls';
import { schemaText, type NamedSchemas } from './schemaText';

/** Where the reference lives, relative to the repository's root, and the command that rewrites it. */
export const API_REFERENCE_FILE = 'docs/api.md';
export const API_REFERENCE_COMMAND = 'npm run docs:api';

/** The entities, written once in their own section and by name everywhere else. */
const ENTITIES: NamedSchemas = new Map<string, z.ZodType>([
  ['AccountSession', accountSessionSchema],
  ['Company', companySchema],
  ['CompanyRef', companyRefSchema],
  ['JobApplication', jobApplicationSchema],
  ['CreationDate', creationDateSchema],
  ['ApplicationStatusItem', applicationStatusItemSchema],
  ['Action', actionSchema],
  ['FutureAction', futureActionSchema],
  ['StoredFile', fileSchema],
  ['Thumbnails', thumbnailsSchema],
  ['AiProduct', aiProductSchema],
  ['AiResponse', aiResponseSchema],
  ['IdRef', idRefSchema],
  ['Transaction', transactionSchema],
  ['PaymentOption', paymentOptionSchema],
  ['Checkout', checkoutSchema],
  ['AccountExport', accountExportSchema],
  ['Contact', contactSchema],
]);

const ENTITY_NOTES: Readonly<Record<string, string>> = {
  AccountSession: 'The answer of a sign-in, kept by the browser as its session. `accepted_terms` is null before any.',
  JobApplication: '`company_id` and `company` are both null without a company; `notes` and `job_description` are `""` when not given.',
  Action: 'A dated action of an application (the code calls it a dated action; the wire says action). `action_id` always equals `id`.',
  ApplicationStatusItem: `A status is one of ${APPLICATION_STATUSES.map((status) => `\`${status}\``).join(', ')}, derived from the latest action already dated.`,
  StoredFile: '`job_application_ids` are the applications the file is linked to.',
  Thumbnails: "Paths by size in pixels; `{}` until the first page is rendered, and for good if it cannot be.",
  AiProduct: '`price` is in credits; `available` is false while no AI provider answers.',
  Transaction: '`amount` is signed (negative for a spend); `checkout_id` and `ai_response_id` appear only when set.',
  PaymentOption: '`price` is in minor units of `currency` (cents for EUR).',
  Checkout: '`credits` are granted once, when it becomes `paid`.',
  AccountExport: '`failed`: still not made 30 minutes after it was asked for.',
  Contact: 'A person met along the search. Every field but `name` is null when not given; `job_application_ids` are the applications it is linked to, oldest link first.',
};

const REQUEST_SUMMARIES: Readonly<Record<RequestName, string>> = {
  'company.get': 'One company of the account.',
  'company.list': "The account's companies by name, for the company picker and the companies page.",
  'company.update': 'Changes some of a company\'s name, url and notes; `url: null` removes the address.',
  'company.delete': 'Deletes a company and its logo; its applications stay with `company_id: null`, its contacts without a company.',
  'job_application.get': 'One application, with its company.',
  'job_application.find_by_url': "The ids of the account's applications at exactly this address, newest first: the capture of a posting warns of them.",
  'job_application.list_creation_dates': "Every application's id and creation date, newest first: the list's skeleton.",
  'job_application.update': 'Changes some fields of an application; `company_id: null` detaches its company.',
  'job_application.delete': 'Deletes an application and its actions; its company and files stay.',
  'job_application.search': 'Applications whose title, company, notes or job description hold the query (any case), newest first.',
  'job_application.list_statuses': "Every application's status at once, for the list's column and filter.",
  'job_application.list_order':
    "Every application's id in the order asked for (title, company, status, created, updated or deadline, either way), narrowed to those holding every tag given; archived ones too.",
  'job_application.list_tags': 'Every tag the account uses, with how many applications hold it, by tag.',
  'action.get': 'One action.',
  'action.create': 'Adds a dated action to an application.',
  'action.update': 'Changes some fields of an action.',
  'action.delete': 'Deletes an action.',
  'action.list_for_application': "An application's actions, oldest first, within a size budget.",
  'action.list_future': 'Actions dated from now on, soonest first, with their application.',
  'action.list_creation_dates': "Every action's id and creation date.",
  'action.get_calendar_feed': "The path of the account's calendar feed, made on the first call.",
  'action.renew_calendar_feed': 'A new calendar feed path; the old one stops working at once.',
  'file.get_multiple': 'Some files by id.',
  'file.list_for_application': 'The files linked to an application.',
  'file.list_recent': "The account's files, newest first.",
  'file.update': "Changes a file's description, type or file name.",
  'file.delete': 'Deletes a file, its links and (in the background) its stored bytes and thumbnails.',
  'file.link_to_application': 'Links files to an application.',
  'file.unlink_from_application': 'Unlinks files from an application.',
  'contact.create': `Creates a contact, at one of the account's companies and linked to its applications if given; at most \`ACCOUNT_MAX_CONTACTS\` (10,000) per account, else \`account_limit_reached\`.`,
  'contact.update': 'Changes some fields of a contact; `null` clears one (`company_id: null` detaches its company).',
  'contact.delete': 'Deletes a contact and its links; its applications and company stay.',
  'contact.list': "The account's contacts by name (the first 10,000 within 5,000,000 bytes of text).",
  'contact.list_for_application': 'The contacts linked to an application, by name.',
  'contact.link_to_application': 'Links contacts to an application; a link that exists already stays as it is.',
  'contact.unlink_from_application': 'Unlinks contacts from an application.',
  'ai.list_products': 'The AI products with their prices and the documents each needs.',
  'ai.list_responses': "The account's AI responses.",
  'ai.list_responses_for_job_application': 'The AI responses made from an application.',
  'ai.list_responses_for_file': 'The AI responses made from a file.',
  'ai.get_response': 'One AI response.',
  'ai.use_ai_product':
    'Charges the price, writes the product with the AI provider (progress pushed as it comes) and answers it; refunds on any failure. At most 2 at once and `AI_MAX_PER_HOUR` (30) an hour per account, else `rate_limited`.',
  'account.accept_terms': 'Records that the account accepted the current terms (only the current version is taken).',
  'account.update_locale': "Sets the account's language (mails, AI products, the calendar feed).",
  'account.get_credits': "The account's credit balance.",
  'account.list_transactions': 'Every credit transaction of the account, newest first.',
  'account.list_payment_options': 'The packs of credits on sale (`[]` when buying is off).',
  'account.get_payment_option': 'One pack.',
  'account.use_payment_option':
    'Opens a checkout for a pack and answers the address where it is paid; of an account, 20 stay open at most, and opening another expires the oldest open one.',
  'account.get_checkout': 'One checkout, to follow a payment until it is confirmed.',
  'account.get_settings': "The account's settings: its time zone, how and how long ahead its actions are reminded, and after how many days an application asks for a follow-up.",
  'account.update_settings': 'Changes some of the settings; a new lead time moves every reminder not yet sent. Pushes `updated_settings`.',
  'account.get_statistics': 'Figures about the applications created between `from` and `to` (the last 12 weeks when not given): the funnel, weekly activity, the sources, the median days to a first response.',
};

const PUSH_SUMMARIES: Readonly<Record<PushEvent, string>> = {
  created_job_application: 'An application was created.',
  updated_job_application: 'An application changed.',
  deleted_job_application: 'An application was deleted, with its actions.',
  created_action: 'An action was added.',
  updated_action: 'An action changed.',
  deleted_action: 'An action was deleted.',
  created_company: 'A company was created.',
  updated_company: 'A company changed: its name, url, notes or logo.',
  deleted_company: 'A company was deleted; the applications that had it have none now.',
  created_file: 'A file was uploaded.',
  updated_file: 'A file changed, or was unlinked from an application.',
  deleted_file: 'A file was deleted.',
  thumbnail_first_page_ready: "A file's thumbnails are ready.",
  new_linked_files: 'Files were linked to an application (only those newly linked).',
  created_ai_response: 'An AI response was stored.',
  ai_response_progress: 'The text of an AI product so far, while it is written (at most every 250 ms), for the request `uuid`.',
  updated_credits: 'The balance changed; `fields` names what changed, and the browser notifies only when it holds `credits`.',
  updated_account_export: 'An export of the account changed (it is ready to download, or failed).',
  created_contact: 'A contact was created.',
  updated_contact: 'A contact changed, or was linked to or unlinked from an application (its `job_application_ids`).',
  deleted_contact: 'A contact was deleted, with its links.',
  updated_settings: "The account's settings changed, with all of them.",
};

const HTTP_ERROR_MEANINGS: Readonly<Record<HttpErrorCode, string>> = {
  invalid_csrf_token: 'An unsafe call without a valid CSRF token.',
  unauthorized: 'No token, or one unknown, expired or revoked.',
  invalid_params: 'A body, query or path of the wrong shape.',
  not_found: 'Nothing of that id in the account (another account\'s ids alike).',
  rate_limited: 'Too many calls from this address; `retry-after` says when to try again.',
  internal: 'Something failed on the server.',
  invalid_credentials: 'Wrong email or password (alike for an unknown email).',
  email_not_confirmed: 'The right password, but the address is not confirmed yet.',
  too_many_attempts: 'Too many failed sign-ins; `retry-after` says when to try again.',
  captcha_required: 'That email failed too often of late: send a solved sign-in captcha with the credentials.',
  email_already_used: 'An account with that address exists.',
  email_rejected: 'Not an email address.',
  email_not_confirmed_yet: 'An account with that address waits for its confirmation.',
  terms_rejected: 'The terms accepted are not the current ones.',
  password_too_weak: 'The password lacks a lower-case letter, an upper-case letter, a digit or a special character.',
  password_too_short: `The password has fewer than ${String(PASSWORD_LENGTH.min)} characters.`,
  password_too_long: `The password has more than ${String(PASSWORD_LENGTH.max)} characters.`,
  captcha_missing: 'No captcha solution.',
  captcha_invalid: 'A captcha solution that is wrong, used, expired or of the wrong kind.',
  sign_up_failed: 'The account could not be created; nothing was kept.',
  invalid_confirmation_code: 'A confirmation token unknown, used or expired.',
  invalid_reset_token: 'A reset token unknown, used or expired.',
  unsupported_file_type: 'The bytes are none of the supported types (or a zip bomb).',
  file_too_large: 'The file is over the upload limit.',
  storage_quota_exceeded: "The account's files would pass its quota.",
  account_limit_reached: 'The account keeps as many rows, or as much text, as one account may.',
  idempotency_key_reused: 'An `Idempotency-Key` sent before with another body or route.',
  posting_unreachable: 'The posting could not be read: the fetch failed, the address is refused, it is not HTML, or it is too large.',
  posting_not_found: 'The page names no job title: no JobPosting, no OpenGraph title, no page title.',
};

const CHANNEL_ERROR_MEANINGS: Readonly<Record<ChannelErrorCode, string>> = {
  not_found: "Nothing of that id in the account (another account's ids alike).",
  invalid_params: 'An unknown request name, or params of the wrong shape.',
  insufficient_credits: 'The balance is below the price.',
  missing_documents: 'A document the AI product needs is absent, or a file given has no text.',
  ai_unavailable: 'No AI provider answered or the generation failed; anything charged is refunded.',
  rate_limited: 'Too many requests.',
  account_limit_reached: 'The account keeps as many rows, or as much text, as one account may.',
  internal: 'Something failed on the server; a retry with the same uuid runs again.',
};

const AUTH_TEXT: Readonly<Record<HttpCall['auth'], string>> = {
  none: 'none',
  bearer: '`authorization: Bearer <token>`',
  'secret in the path': 'the secret in the path is the credential',
  'token in the query': 'the one-time token in the query is the credential',
  'Stripe signature': '`Stripe-Signature` header',
};

const CSRF_TEXT: Readonly<Record<HttpCall['csrf'], string>> = {
  header: `\`${CSRF_HEADER}\` header`,
  'form field': "the page's token as a form field",
  none: 'not needed',
};

const LENGTHS: readonly (readonly [string, LengthRange])[] = [
  ['Application title', TITLE_LENGTH],
  ['Action title', ACTION_TITLE_LENGTH],
  ['Application URL (http or https)', URL_LENGTH],
  ['Company name', COMPANY_NAME_LENGTH],
  ['Contact name', CONTACT_NAME_LENGTH],
  ['Contact role', CONTACT_ROLE_LENGTH],
  ['Contact phone (digits, spaces and + ( ) - . /)', CONTACT_PHONE_LENGTH],
  ['File description', FILE_DESCRIPTION_LENGTH],
  ['File name', FILENAME_LENGTH],
  ['Password', PASSWORD_LENGTH],
  ['Search query', { min: SEARCH_MIN_LENGTH, max: SEARCH_MAX_LENGTH }],
  ['Notes, job description', { min: 0, max: LONG_TEXT_MAX_LENGTH }],
  ['Email', { min: 1, max: EMAIL_MAX_LENGTH }],
  ['Token', { min: 1, max: TOKEN_MAX_LENGTH }],
  ['Terms version', { min: 1, max: TERMS_VERSION_MAX_LENGTH }],
  ['Captcha solution', { min: 1, max: CAPTCHA_MAX_LENGTH }],
];

function code(text: string): string {
  return `\`${text}\``;
}

function block(text: string): string {
  return ['```ts', text, '```'].join('\n');
}

/** A heading's GitHub anchor, so that tables can link to the sections below them. */
function anchor(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^a-z0-9 _-]/g, '')
    .replace(/ /g, '-');
}

function intro(): string {
  return `# HTTP and live-channel reference

<!-- Written by \`${API_REFERENCE_COMMAND}\` from contract/. Do not edit by hand: a test fails when this file differs from what the script writes. -->

This is every call a client can make: the HTTP routes, then the requests, answers and pushes of the live
channel. Types are written in a TypeScript-like notation; lengths count Unicode code points (an emoji is one
character). Why things are the way they are is in [decisions.md](decisions.md); what the socket server does
for the \`phoenix\` client is in [protocol.md](protocol.md).

## Common rules

- Bodies are JSON (except the upload) and strict: an unknown key is \`invalid_params\`, never dropped quietly.
  Text is stored exactly as sent, nothing trimmed.
- Every failed HTTP call answers \`{"error": code}\` with the status of [the table of HTTP error codes](#http-error-codes).
  A client decides by the code, never by the status.
- Every unsafe call (POST) from a page carries the CSRF token in the \`${CSRF_HEADER}\` header. A page served by
  the server holds it in \`<meta name="${CSRF_META_NAME}">\`; other pages ask \`GET /api/csrf_token\`.
- Dates are UTC ISO 8601 strings ending in \`Z\` (\`2026-11-22T09:30:00.000Z\`); ids are UUID v4.
- A request names at most ${String(IDS_PER_REQUEST_MAX)} ids. An upload is at most ${String(DEFAULT_MAX_UPLOAD_BYTES)} bytes unless the
  server is set otherwise (\`MAX_UPLOAD_BYTES\`).

| Text | Characters |
| --- | --- |
${LENGTHS.map(([name, range]) => `| ${name} | ${String(range.min)}..${String(range.max)} |`).join('\n')}`;
}

function httpSection(): string {
  const rows = HTTP_CALLS.map(
    (call) => `| [${call.method} ${code(call.path)}](#${anchor(`${call.method} ${call.path}`)}) | ${call.summary} |`,
  );
  const calls = HTTP_CALLS.map((call) => {
    const lines = [`### ${call.method} ${call.path}`, '', call.summary, ''];
    lines.push(`- Authentication: ${AUTH_TEXT[call.auth]}`);
    if (call.method === 'POST') lines.push(`- CSRF: ${CSRF_TEXT[call.csrf]}`);
    lines.push(`- Answer: ${String(call.answerStatus)}${call.answerText === undefined ? '' : `, ${call.answerText}`}`);
    const errors = call.errors.map((error) => `${code(error)} (${String(HTTP_ERROR_STATUS[error])})`);
    lines.push(`- Errors: ${errors.length === 0 ? 'none of its own' : errors.join(', ')}`);
    if (call.query !== undefined) lines.push('', 'Query:', '', block(schemaText(call.query, ENTITIES, 'input')));
    if (call.body !== undefined) {
      lines.push('', call.bodyText === undefined ? 'Body:' : `Body: ${call.bodyText}.`, '');
      lines.push(block(schemaText(call.body, ENTITIES, 'input')));
    }
    if (call.answer !== undefined) lines.push('', 'Answer:', '', block(schemaText(call.answer, ENTITIES, 'output')));
    return lines.join('\n');
  });
  return ['## HTTP', '', '| Call | What it does |', '| --- | --- |', ...rows, '', calls.join('\n\n')].join('\n');
}

function httpErrorsSection(): string {
  const rows = HTTP_ERROR_CODES.map((error) => {
    const callers = HTTP_CALLS.filter((call) => call.errors.includes(error)).length;
    return `| ${code(error)} | ${String(HTTP_ERROR_STATUS[error])} | ${HTTP_ERROR_MEANINGS[error]} | ${String(callers)} |`;
  });
  return [
    '## HTTP error codes',
    '',
    'The last column counts the calls above that list the code; `invalid_csrf_token`, `rate_limited` and `internal`',
    'may come from any route.',
    '',
    '| Code | Status | Meaning | Calls |',
    '| --- | --- | --- | --- |',
    ...rows,
  ].join('\n');
}

function channelSection(): string {
  const envelopes: readonly (readonly [string, z.ZodType])[] = [
    [`The client pushes \`${REQUEST_EVENT}\`:`, requestEnvelopeSchema],
    ['The server acknowledges it at once (the ok reply to that push):', requestAckSchema],
    [`Then it pushes \`${RESPONSE_EVENT}\` to the channel that asked, either:`, successAnswerSchema],
    ['or:', errorAnswerSchema],
    ['A refused join answers:', joinRefusalSchema],
  ];
  return [
    '## Live channel',
    '',
    `Every read and write of the product's data goes over one Phoenix channel per account, topic ${code(userTopic('{user_id}'))},`,
    `on the socket at ${code(SOCKET_PATH)} (WebSocket, or LongPoll as a fallback), connected with the session token`,
    `as the ${code(SOCKET_TOKEN_PARAM)} param. A join with a token that is unknown, expired or revoked, or for another`,
    `account's topic, is refused with ${code(`{"reason": "${JOIN_REFUSED_REASON}"}`)}, and the browser signs out.`,
    '',
    ...envelopes.flatMap(([text, schema]) => [text, '', block(schemaText(schema, ENTITIES, 'output')), '']),
    'A request that names no valid uuid or request name is refused in the acknowledgement with',
    '`{"reason": "invalid_params"}`. Otherwise every answer, failures included, comes by uuid. A change repeated',
    'with the same uuid is answered from the stored answer (kept 48 hours) instead of running again.',
  ].join('\n');
}

function requestsSection(): string {
  const rows = REQUEST_NAMES.map((name) => `| [${code(name)}](#${anchor(name)}) | ${REQUEST_SUMMARIES[name]} |`);
  const requests = REQUEST_NAMES.map((name) => {
    const contract = requestContracts[name];
    return [
      `### ${name}`,
      '',
      REQUEST_SUMMARIES[name],
      '',
      'Params:',
      '',
      block(schemaText(contract.params, ENTITIES, 'input')),
      '',
      'Answer `data`:',
      '',
      block(schemaText(contract.data, ENTITIES, 'output')),
    ].join('\n');
  });
  return ['## Requests', '', '| Request | What it does |', '| --- | --- |', ...rows, '', requests.join('\n\n')].join('\n');
}

function channelErrorsSection(): string {
  const rows = CHANNEL_ERROR_CODES.map((error) => `| ${code(error)} | ${CHANNEL_ERROR_MEANINGS[error]} |`);
  return ['## Channel error codes', '', '| Code | Meaning |', '| --- | --- |', ...rows].join('\n');
}

function pushesSection(): string {
  const progress: readonly string[] = PROGRESS_PUSH_EVENTS;
  const pushes = PUSH_EVENTS.map((event) =>
    [
      `### ${event}`,
      '',
      PUSH_SUMMARIES[event],
      '',
      block(schemaText(pushPayloadSchemas[event], ENTITIES, 'output')),
    ].join('\n'),
  );
  return [
    '## Pushes',
    '',
    'Sent to every socket of the account, the one whose request caused them included, after the change is',
    `committed. The browser shows a notification for each, except ${progress.map(code).join(', ')}, which reports`,
    'work under way rather than a change.',
    '',
    pushes.join('\n\n'),
  ].join('\n');
}

function entitiesSection(): string {
  const entities = [...ENTITIES].map(([name, schema]) => {
    const note = ENTITY_NOTES[name];
    const lines = [`### ${name}`, ''];
    if (note !== undefined) lines.push(note, '');
    lines.push(block(schemaText(schema, ENTITIES, 'output', true)));
    return lines.join('\n');
  });
  return ['## Entities', '', entities.join('\n\n')].join('\n');
}

/** The whole of docs/api.md. Throws when the contract has a path that the HTTP list does not document. */
export function apiReference(): string {
  const missing = undocumentedPaths();
  if (missing.length > 0) {
    throw new Error(`scripts/apiDocs/httpCalls.ts documents no call for ${missing.join(', ')}: add them to HTTP_CALLS`);
  }
  const sections = [
    intro(),
    httpSection(),
    httpErrorsSection(),
    channelSection(),
    requestsSection(),
    channelErrorsSection(),
    pushesSection(),
    entitiesSection(),
  ];
  return `${sections.join('\n\n')}\n`;
}
