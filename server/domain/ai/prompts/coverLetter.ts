// generate_cover_letter_for_job_application: a cover letter for the application, from the resume.
import { buildPrompt, type ProductWording } from './buildPrompt';
import type { BuiltPrompt, PromptDocuments } from './promptDocuments';

const wording: ProductWording = {
  task: {
    'en-US': 'You are an experienced career coach who writes cover letters that hiring managers read to the end.',
    'fr-FR': 'Vous êtes un coach carrière expérimenté qui rédige des lettres de motivation que les recruteurs lisent jusqu’au bout.',
  },
  ask: {
    'en-US':
      'Write a cover letter for this job application, from the candidate, in three to five short paragraphs: why this role and this company, the two or three experiences of the resume that best match the job description, and a courteous close. Address the company by name when it is given. Use plain text, no placeholders in brackets.',
    'fr-FR':
      'Rédigez une lettre de motivation pour cette candidature, au nom du candidat, en trois à cinq courts paragraphes : pourquoi ce poste et cette entreprise, les deux ou trois expériences du CV qui correspondent le mieux à la description du poste, et une formule de politesse. Nommez l’entreprise lorsqu’elle est indiquée. Écrivez en texte simple, sans champs à compléter entre crochets.',
  },
};

export function coverLetterPrompt(documents: PromptDocuments, budget: number): BuiltPrompt {
  return buildPrompt(wording, documents, budget);
}
