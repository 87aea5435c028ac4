// What /capture was opened with, read from its address:
// - `#posting=<base64url of {"url","html"}>`: the bookmarklet, with the page it read (its JSON-LD, or its HTML);
// - `?url=&title=&text=`: a phone's share sheet (the app is the manifest's share target), or a link; apps often
//   put the address in `text` rather than `url`;
// - nothing usable: the page asks for an address.

export type CaptureInput =
  | { readonly kind: 'page'; readonly url: string; readonly html: string }
  | { readonly kind: 'url'; readonly url: string; readonly sharedTitle: string | null }
  | { readonly kind: 'none'; readonly sharedTitle: string | null };

const POSTING_FRAGMENT = 'posting=';

function httpUrlOrNull(text: string): string | null {
  try {
    const url = new URL(text.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** The first http(s) address in a shared text ("Look at this job https://… via the app"). */
export function firstUrlIn(text: string): string | null {
  for (const word of text.split(/\s+/)) {
    // A sentence's closing punctuation is not part of the address.
    const url = httpUrlOrNull(word.replace(/[).,;!?»"']+$/, ''));
    if (url !== null) return url;
  }
  return null;
}

/** base64url (RFC 4648, section 5, padding optional) to text, as UTF-8. */
export function decodeBase64Url(encoded: string): string {
  const base64 = encoded.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return new TextDecoder().decode(Uint8Array.from(binary, (character) => character.charCodeAt(0)));
}

function pageOf(fragment: string): CaptureInput | null {
  if (!fragment.startsWith(POSTING_FRAGMENT)) return null;
  try {
    const sent: unknown = JSON.parse(decodeBase64Url(fragment.slice(POSTING_FRAGMENT.length)));
    if (typeof sent !== 'object' || sent === null) return null;
    const { url, html } = sent as { url?: unknown; html?: unknown };
    const pageUrl = typeof url === 'string' ? httpUrlOrNull(url) : null;
    if (pageUrl === null || typeof html !== 'string') return null;
    return { kind: 'page', url: pageUrl, html };
  } catch {
    return null;
  }
}

/** `search` and `hash` as `location` gives them (with their leading `?` and `#`, or empty). */
export function captureInputOf(search: string, hash: string): CaptureInput {
  const page = pageOf(hash.replace(/^#/, ''));
  if (page !== null) return page;
  const params = new URLSearchParams(search);
  const title = params.get('title')?.trim() ?? '';
  const sharedTitle = title === '' ? null : title;
  const url = httpUrlOrNull(params.get('url') ?? '') ?? firstUrlIn(params.get('text') ?? '') ?? firstUrlIn(title);
  return url === null ? { kind: 'none', sharedTitle } : { kind: 'url', url, sharedTitle };
}
