// The documents a prompt is built from, and how they are cut to fit the model: whole paragraphs are kept and
// the rest dropped, so the model never reads half a sentence, and the answer tells the person what was cut.
import type { Locale } from '../../../../contract';

export interface ApplicationDocument {
  readonly title: string;
  readonly company: string | null;
  readonly url: string;
  readonly notes: string;
  readonly jobDescription: string;
}

/** What the person gave for this product; only these facts may reach the answer. */
export interface PromptDocuments {
  readonly locale: Locale;
  readonly application?: ApplicationDocument;
  /** The resume's extracted text. */
  readonly resume?: string;
}

/** The long texts a prompt carries, by name, in the order they are cut when space runs short. */
export type CuttableText = 'resume' | 'jobDescription' | 'notes';

export interface BuiltPrompt {
  readonly system: string;
  readonly user: string;
  /** The texts cut to fit the model's context. */
  readonly shortened: readonly CuttableText[];
}

/** A text cut to at most `limit` characters at the last paragraph (else line, else sentence) boundary before it. */
export function cutAtParagraph(text: string, limit: number): string {
  if (text.length <= limit) return text;
  const head = text.slice(0, limit);
  for (const boundary of [/\n\s*\n(?![\s\S]*\n\s*\n)/, /\n(?![\s\S]*\n)/, /[.!?](?=\s)(?![\s\S]*[.!?]\s)/]) {
    const match = boundary.exec(head);
    // A boundary in the first tenth would throw away nearly everything: fall through to a finer one.
    if (match !== null && match.index > limit / 10) return head.slice(0, match.index + (match[0].startsWith('\n') ? 0 : 1)).trimEnd();
  }
  const lastSpace = head.lastIndexOf(' ');
  return (lastSpace > limit / 10 ? head.slice(0, lastSpace) : head).trimEnd();
}

/**
 * Fits the texts into `budget` characters in all: nothing is cut while they fit; otherwise each long text keeps a
 * share of the budget in proportion to its length, cut at a paragraph boundary.
 */
export function fitTexts(texts: Readonly<Partial<Record<CuttableText, string>>>, budget: number): { texts: Partial<Record<CuttableText, string>>; shortened: CuttableText[] } {
  const entries = (Object.keys(texts) as CuttableText[]).flatMap((name) => {
    const text = texts[name];
    return text === undefined ? [] : [[name, text] as const];
  });
  const total = entries.reduce((sum, [, text]) => sum + text.length, 0);
  if (total <= budget) return { texts: { ...texts }, shortened: [] };
  const fitted: Partial<Record<CuttableText, string>> = {};
  const shortened: CuttableText[] = [];
  for (const [name, text] of entries) {
    const share = Math.max(200, Math.floor((budget * text.length) / total));
    const cut = cutAtParagraph(text, share);
    fitted[name] = cut;
    if (cut.length < text.length) shortened.push(name);
  }
  return { texts: fitted, shortened };
}

/** Roughly how many characters fit in `tokens` tokens of English or French text. */
export const CHARACTERS_PER_TOKEN = 3.5;
