// Reading HTML for the posting readers (jobPostingJsonLd.ts, pageMetadata.ts, extractPosting.ts): a parse
// that a hostile page cannot stall, a walk of the tree, and a job description as plain text.
//
// The parse is htmlparser2's `parseDocument` (its DomHandler fed by its Parser), fed in chunks and stopped once
// elements are nested more than 1,000 deep: the Parser keeps its open elements with `Array#unshift`, so each
// tag costs as much as the depth, and 2 MiB of unclosed `<div>`s would take a minute. No real page nests that
// deep; a page that does is read up to that point. Walks use an explicit stack for the same reason (domutils'
// findOne and existsOne recurse, its findAll shifts arrays).
//
// A description becomes readable lines: block elements break lines; paragraphs, headings, lists and tables are
// set apart by one blank line; each list item is a line starting with "- " (indented two spaces per nested
// list, up to four levels); table cells are separated by a space; scripts, styles and other invisible elements
// are dropped. Some boards emit the description HTML-escaped (`&lt;p&gt;…`): a text with no real tag whose
// decoded form has tags is decoded first. A text with no tag at all is plain text whose own line breaks are
// kept. Regular expressions only ever touch the resulting text, never the HTML.
import { DomHandler, ElementType, Parser } from 'htmlparser2';
import { textContent } from 'domutils';

/** A parsed page or fragment, as htmlparser2's `parseDocument` gives it. */
export type HtmlDocument = DomHandler['root'];
/** Any node below a document. */
export type HtmlNode = HtmlDocument['children'][number];
/** An element (tags, scripts and styles alike): the nodes with attributes. */
export type HtmlElement = Extract<HtmlNode, { attribs: Record<string, string> }>;

/** Deeper than any real page nests; a page nested deeper is read up to there. */
const MAX_HTML_DEPTH = 1000;
/** Small enough that one chunk's tags cannot nest far beyond the bound before it is checked. */
const PARSE_CHUNK_LENGTH = 8192;

/** The DomHandler, telling how deep the element being built is. */
class DepthTellingHandler extends DomHandler {
  get depth(): number {
    return this.tagStack.length - 1;
  }
}

/** The document, as `parseDocument(html)` builds it, up to where its elements nest more than 1,000 deep. */
export function parseHtml(html: string): HtmlDocument {
  const handler = new DepthTellingHandler();
  const parser = new Parser(handler);
  for (let start = 0; start < html.length && handler.depth <= MAX_HTML_DEPTH; start += PARSE_CHUNK_LENGTH) {
    parser.write(html.slice(start, start + PARSE_CHUNK_LENGTH));
  }
  parser.end();
  return handler.root;
}

function isElement(node: HtmlNode): node is HtmlElement {
  return node.type === ElementType.Tag || node.type === ElementType.Script || node.type === ElementType.Style;
}

function childrenOf(node: HtmlDocument | HtmlNode): readonly HtmlNode[] {
  return 'children' in node ? node.children : [];
}

/** Every element of the tree that passes `test`, in document order, without recursion. */
export function findElements(root: HtmlDocument, test: (element: HtmlElement) => boolean): HtmlElement[] {
  const found: HtmlElement[] = [];
  const stack: HtmlNode[] = [...childrenOf(root)].reverse();
  for (let node = stack.pop(); node !== undefined; node = stack.pop()) {
    if (isElement(node) && test(node)) found.push(node);
    const children = childrenOf(node);
    for (let index = children.length - 1; index >= 0; index -= 1) {
      const child = children[index];
      if (child !== undefined) stack.push(child);
    }
  }
  return found;
}

/** An element's attribute, with htmlparser2's lower-cased name; undefined when absent. */
export function attributeOf(element: HtmlElement, name: string): string | undefined {
  return Object.hasOwn(element.attribs, name) ? element.attribs[name] : undefined;
}

/** The text of an element whose content is raw or flat (a script, a title), entities already decoded by the parser. */
export function flatTextOf(element: HtmlElement): string {
  return textContent(element);
}

/** A single line: every run of whitespace (line breaks included) one space, trimmed. */
export function singleLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * Plain text tidied: line breaks kept, runs of other whitespace one space, lines trimmed, at most one blank
 * line in a row, the whole trimmed.
 */
export function normalizeText(text: string): string {
  const lines = text.split(/\r\n|\r|\n/).map((line) => line.replace(/\s+/g, ' ').trim());
  const kept: string[] = [];
  for (const line of lines) {
    if (line === '' && (kept.length === 0 || kept[kept.length - 1] === '')) continue;
    kept.push(line);
  }
  return kept.join('\n').trim();
}

function hasElement(document: HtmlDocument): boolean {
  // In HTML mode only elements have children, so a tree with any element has one at its top level.
  return document.children.some(isElement);
}

/**
 * A short text that may hold entities (a title, a company's name, "R&amp;D"): decoded and made a single line.
 * A text that parses with tags in it is kept as written, so "C++ <developer>" loses nothing.
 */
export function inlineText(text: string): string {
  if (!text.includes('&')) return singleLine(text);
  const document = parseHtml(text);
  return singleLine(hasElement(document) ? text : textContent(document));
}

/** Inside these nothing is shown: their content is code, metadata or embedded content. */
const HIDDEN = new Set(['script', 'style', 'noscript', 'template', 'head', 'title', 'svg', 'math', 'iframe', 'object', 'canvas']);
/** Set apart from what surrounds them by a blank line (a plain line break inside a list item). */
const PARAGRAPHS = new Set(['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'dl', 'table', 'blockquote', 'pre', 'figure', 'hr']);
/** On lines of their own. */
const LINES = new Set([
  'div', 'section', 'article', 'header', 'footer', 'main', 'aside', 'nav', 'address', 'form', 'fieldset',
  'details', 'summary', 'caption', 'figcaption', 'tr', 'dt', 'dd', 'li',
]);
const LISTS = new Set(['ul', 'ol']);
/** Nested lists deeper than this are indented no further. */
const MAX_LIST_INDENT = 4;
const CELLS = new Set(['td', 'th']);

/** Lines being written: text joins the current line, breaks end it, a blank line waits for the next text. */
class LineWriter {
  private readonly lines: string[] = [];
  /** The current line, possibly only a list item's prefix. */
  private line = '';
  private lineHasText = false;
  private blankLineDue = false;

  text(raw: string): void {
    const collapsed = raw.replace(/\s+/g, ' ');
    if (!this.lineHasText) {
      const start = collapsed.trimStart();
      if (start === '') return;
      if (this.blankLineDue && this.lines.length > 0) this.lines.push('');
      this.blankLineDue = false;
      this.line += start;
      this.lineHasText = true;
    } else if (this.line.endsWith(' ') && collapsed.startsWith(' ')) {
      this.line += collapsed.slice(1);
    } else {
      this.line += collapsed;
    }
  }

  /** Ends the current line; a line holding only a list item's prefix stays, waiting for the item's text. */
  lineBreak(): void {
    if (!this.lineHasText) return;
    this.lines.push(this.line.trimEnd());
    this.line = '';
    this.lineHasText = false;
  }

  paragraphBreak(): void {
    this.lineBreak();
    if (this.lines.length > 0) this.blankLineDue = true;
  }

  /** A `<br>`: ends a line with text; a second one in a row leaves a blank line. */
  explicitBreak(): void {
    if (this.lineHasText) this.lineBreak();
    else if (this.lines.length > 0) this.blankLineDue = true;
  }

  startItem(prefix: string): void {
    this.lineBreak();
    this.line = prefix;
  }

  endItem(): void {
    this.lineBreak();
    this.line = '';
  }

  finish(): string {
    this.lineBreak();
    return this.lines.join('\n');
  }
}

interface Step {
  node: HtmlNode;
  leaving: boolean;
}

function render(document: HtmlDocument): string {
  const writer = new LineWriter();
  let listDepth = 0;
  let itemDepth = 0;
  let preDepth = 0;
  const stack: Step[] = [...document.children].reverse().map((node) => ({ node, leaving: false }));
  for (let step = stack.pop(); step !== undefined; step = stack.pop()) {
    const { node, leaving } = step;
    if (node.type === ElementType.Text) {
      if (preDepth === 0) {
        writer.text(node.data);
      } else {
        node.data.split(/\r\n|\r|\n/).forEach((line, index) => {
          if (index > 0) writer.explicitBreak();
          writer.text(line);
        });
      }
      continue;
    }
    if (!isElement(node) || HIDDEN.has(node.name)) continue;
    const name = node.name;
    const isParagraph = PARAGRAPHS.has(name);
    const blockBreak = (): void => {
      if (isParagraph && itemDepth === 0) writer.paragraphBreak();
      else writer.lineBreak();
    };
    if (leaving) {
      if (name === 'li') {
        writer.endItem();
        itemDepth -= 1;
      } else if (isParagraph || LINES.has(name)) {
        blockBreak();
      } else if (CELLS.has(name)) {
        writer.text(' ');
      }
      if (LISTS.has(name)) listDepth -= 1;
      if (name === 'pre') preDepth -= 1;
      continue;
    }
    if (name === 'br') {
      writer.explicitBreak();
      continue;
    }
    if (name === 'li') {
      itemDepth += 1;
      writer.startItem(`${'  '.repeat(Math.min(MAX_LIST_INDENT, Math.max(0, listDepth - 1)))}- `);
    } else if (isParagraph || LINES.has(name)) {
      blockBreak();
    }
    if (LISTS.has(name)) listDepth += 1;
    if (name === 'pre') preDepth += 1;
    stack.push({ node, leaving: true });
    for (let index = node.children.length - 1; index >= 0; index -= 1) {
      const child = node.children[index];
      if (child !== undefined) stack.push({ node: child, leaving: false });
    }
  }
  return writer.finish();
}

/** A description's HTML (or HTML-escaped HTML, or plain text) as readable plain text; '' when it shows nothing. */
export function htmlToText(html: string): string {
  let document = parseHtml(html);
  if (!hasElement(document)) {
    const decoded = textContent(document);
    const decodedDocument = parseHtml(decoded);
    if (!hasElement(decodedDocument)) return normalizeText(decoded);
    document = decodedDocument;
  }
  // The writer's lines are already tidy; normalizing them again would strip nested items' indentation.
  return render(document);
}
