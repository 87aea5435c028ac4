// Puts a product's task and ask together with the documents given, cut to fit the model's context.
import type { Locale } from '../../../../contract';
import { type BuiltPrompt, fitTexts, type PromptDocuments } from './promptDocuments';
import { applicationSection, promptLanguages, resumeSection, systemPrompt } from './promptText';

export interface ProductWording {
  /** What the model is and does, for the system prompt. */
  readonly task: Readonly<Record<Locale, string>>;
  /** What is asked of it, after the documents. */
  readonly ask: Readonly<Record<Locale, string>>;
}

/** `budget` is how many characters of documents fit beside the instructions and the answer. */
export function buildPrompt(wording: ProductWording, documents: PromptDocuments, budget: number): BuiltPrompt {
  const language = promptLanguages[documents.locale];
  const { texts, shortened } = fitTexts(
    {
      ...(documents.resume === undefined ? {} : { resume: documents.resume }),
      ...(documents.application === undefined
        ? {}
        : { jobDescription: documents.application.jobDescription, notes: documents.application.notes }),
    },
    budget,
  );
  const sections: string[] = [];
  if (documents.application !== undefined) {
    sections.push(
      applicationSection(language, {
        ...documents.application,
        jobDescription: texts.jobDescription ?? '',
        notes: texts.notes ?? '',
      }),
    );
  }
  if (texts.resume !== undefined) sections.push(resumeSection(language, texts.resume));
  sections.push(wording.ask[documents.locale]);
  return { system: systemPrompt(language, wording.task[documents.locale]), user: sections.join('\n\n'), shortened };
}
