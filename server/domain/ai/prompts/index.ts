// One prompt builder per AI product, each in its own file so it is reviewed like code.
import type { AiProductName } from '../../../../contract';
import { coverLetterPrompt } from './coverLetter';
import type { BuiltPrompt, PromptDocuments } from './promptDocuments';
import { questionsToAskPrompt } from './questionsToAsk';
import { questionsToExpectPrompt } from './questionsToExpect';
import { resumeAdvicePrompt } from './resumeAdvice';

export type { BuiltPrompt, CuttableText, PromptDocuments } from './promptDocuments';
export { CHARACTERS_PER_TOKEN } from './promptDocuments';

export const promptBuilders: Readonly<Record<AiProductName, (documents: PromptDocuments, budget: number) => BuiltPrompt>> = {
  generate_cover_letter_for_job_application: coverLetterPrompt,
  generate_candaidate_questions_for_interview: questionsToAskPrompt,
  generate_interviewer_questions_for_interview: questionsToExpectPrompt,
  analyze_candidate_resume: resumeAdvicePrompt,
};
