// What a page says of itself outside JSON-LD, the posting's fallbacks when the page declares no JobPosting or
// leaves a field out: the title (OpenGraph `og:title`, else `twitter:title`, else the `<title>` element), the
// description (`og:description`, else `<meta name="description">`, else `twitter:description`) and the address
// (`<link rel="canonical">`, else `og:url`, each only when it is an absolute http(s) address). The company is
// never read here: `og:site_name` names the job board, not the employer. Attribute values come decoded by the
// parser; the first tag of each kind in document order wins, and one that is empty counts as absent.
import { attributeOf, findElements, flatTextOf, normalizeText, singleLine, type HtmlDocument, type HtmlElement } from './htmlText';

export interface PageMetadata {
  title: string | null;
  description: string | null;
  /** Canonical or OpenGraph address, absolute http(s). */
  url: string | null;
}

function nonEmpty(text: string): string | null {
  return text === '' ? null : text;
}

function absoluteHttpUrl(text: string): string | null {
  if (!URL.canParse(text)) return null;
  const protocol = new URL(text).protocol;
  return protocol === 'http:' || protocol === 'https:' ? text : null;
}

/** `<meta>` contents by lower-cased `property` or `name`, the first non-empty one of each. */
function metaContents(metas: readonly HtmlElement[]): Map<string, string> {
  const contents = new Map<string, string>();
  for (const meta of metas) {
    const content = attributeOf(meta, 'content')?.trim();
    if (content === undefined || content === '') continue;
    for (const key of [attributeOf(meta, 'property'), attributeOf(meta, 'name')]) {
      const name = key?.trim().toLowerCase();
      if (name !== undefined && name !== '' && !contents.has(name)) contents.set(name, content);
    }
  }
  return contents;
}

function canonicalUrl(links: readonly HtmlElement[]): string | null {
  for (const link of links) {
    const relations = (attributeOf(link, 'rel') ?? '').toLowerCase().split(/\s+/);
    const href = attributeOf(link, 'href')?.trim();
    if (relations.includes('canonical') && href !== undefined) {
      const url = absoluteHttpUrl(href);
      if (url !== null) return url;
    }
  }
  return null;
}

export function readPageMetadata(document: HtmlDocument): PageMetadata {
  const wanted = new Set(['meta', 'link', 'title']);
  const elements = findElements(document, (element) => wanted.has(element.name));
  const metas = metaContents(elements.filter((element) => element.name === 'meta'));
  const titleElement = elements.find((element) => element.name === 'title');

  const metaLine = (name: string): string | null => {
    const content = metas.get(name);
    return content === undefined ? null : nonEmpty(singleLine(content));
  };
  const metaText = (name: string): string | null => {
    const content = metas.get(name);
    return content === undefined ? null : nonEmpty(normalizeText(content));
  };
  const ogUrl = metas.get('og:url');

  return {
    title:
      metaLine('og:title') ??
      metaLine('twitter:title') ??
      (titleElement === undefined ? null : nonEmpty(singleLine(flatTextOf(titleElement)))),
    description: metaText('og:description') ?? metaText('description') ?? metaText('twitter:description'),
    url: canonicalUrl(elements.filter((element) => element.name === 'link')) ?? (ogUrl === undefined ? null : absoluteHttpUrl(ogUrl)),
  };
}
