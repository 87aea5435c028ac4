// The four AI products: what each costs in credits, what it needs, and what it uses when given
// (docs/features.md, "AI products"). Their ids are made from their names, so they never change.
import type { AiProduct, AiProductName, RequiredDocument } from '../../../contract';
import { stableUuid } from '../stableIds';

export interface AiProductDefinition {
  readonly name: AiProductName;
  readonly price: number;
  /** What it cannot be made without: `missing_documents` otherwise. */
  readonly requires: readonly RequiredDocument[];
  /** What it uses when given, without needing it. */
  readonly uses: readonly RequiredDocument[];
}

export const AI_PRODUCTS: readonly AiProductDefinition[] = [
  { name: 'generate_cover_letter_for_job_application', price: 3, requires: ['job_application', 'resume'], uses: [] },
  { name: 'generate_candaidate_questions_for_interview', price: 1, requires: ['job_application'], uses: [] },
  { name: 'generate_interviewer_questions_for_interview', price: 1, requires: ['job_application'], uses: ['resume'] },
  { name: 'analyze_candidate_resume', price: 2, requires: ['resume'], uses: ['job_application'] },
];

export function aiProductId(name: AiProductName): string {
  return stableUuid(`ai-product:${name}`);
}

export function aiProductNamed(name: AiProductName): AiProductDefinition {
  const product = AI_PRODUCTS.find((candidate) => candidate.name === name);
  if (product === undefined) throw new Error(`no AI product ${name}`);
  return product;
}

/** The products as the wire carries them; `available` says whether a provider answers now. */
export function aiProductsOf(available: boolean): AiProduct[] {
  return AI_PRODUCTS.map((product) => ({
    id: aiProductId(product.name),
    name: product.name,
    required_documents: [...product.requires],
    price: product.price,
    available,
  }));
}
