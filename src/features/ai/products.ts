// What each AI product does with the documents it is given, beyond the `required_documents` the server lists,
// and why Generate cannot be pressed on a product's card.
import type { AiProduct, AiProductName } from '../../../contract';

export function needsResume(product: Pick<AiProduct, 'required_documents'>): boolean {
  return product.required_documents.includes('resume');
}

/**
 * Whether the product reads the resume chosen in the tab: the cover letter and the resume advice need one, the
 * questions to expect use one when given (docs/features.md, "AI products"); the questions to ask are about the employer.
 */
export function usesResume(name: AiProductName): boolean {
  return name !== 'generate_candaidate_questions_for_interview';
}

/**
 * Why a product cannot be generated now, the first reason that applies: the AI does not answer, a resume it
 * needs is not chosen, or the balance is below its price. Null when it can.
 */
export type BlockedReason = 'unavailable' | 'missingResume' | 'notEnoughCredits';

export function blockedReasonOf(product: AiProduct, context: { readonly resumeChosen: boolean; readonly credits: number }): BlockedReason | null {
  if (!product.available) return 'unavailable';
  if (needsResume(product) && !context.resumeChosen) return 'missingResume';
  if (context.credits < product.price) return 'notEnoughCredits';
  return null;
}
