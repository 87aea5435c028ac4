// The check of a web address a form may leave empty, apart from formValidation.ts: it needs the contract's URL
// schema, hence zod, which the sign-in page's form (built on formValidation.ts) must not download.
import { httpUrlSchema, textLength, URL_LENGTH } from '../../contract';

/**
 * What is wrong with a web address a form may leave empty (a company's website, a contact's profile), as the
 * server's own schema sees it: nothing, too long, or not an http(s) address. Each form says it in its words.
 */
export function optionalUrlProblem(text: string): 'too_long' | 'invalid' | null {
  const url = text.trim();
  if (url === '') return null;
  if (textLength(url) > URL_LENGTH.max) return 'too_long';
  return textLength(url) >= URL_LENGTH.min && httpUrlSchema.safeParse(url).success ? null : 'invalid';
}
