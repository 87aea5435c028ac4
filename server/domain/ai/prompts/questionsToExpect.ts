// generate_interviewer_questions_for_interview: the questions the interviewers are likely to ask, with hints.
import { buildPrompt, type ProductWording } from './buildPrompt';
import type { BuiltPrompt, PromptDocuments } from './promptDocuments';

const wording: ProductWording = {
  task: {
    'en-US': 'You are an experienced recruiter who knows what interviewers ask and why.',
    'fr-FR': 'Vous êtes un recruteur expérimenté qui sait ce que demandent les recruteurs, et pourquoi.',
  },
  ask: {
    'en-US':
      'List the ten questions the interviewers are most likely to ask for this role, from the job description (and from the resume when it is given: its gaps, changes and strongest points). After each question, give in two or three lines what the interviewer wants to learn and how the candidate can answer from their own experience, citing only what the resume states.',
    'fr-FR':
      'Listez les dix questions que les recruteurs poseront le plus probablement pour ce poste, d’après la description du poste (et d’après le CV lorsqu’il est fourni : ses interruptions, ses changements et ses points forts). Après chaque question, indiquez en deux ou trois lignes ce que le recruteur cherche à savoir et comment le candidat peut répondre à partir de sa propre expérience, en ne citant que ce que le CV mentionne.',
  },
};

export function questionsToExpectPrompt(documents: PromptDocuments, budget: number): BuiltPrompt {
  return buildPrompt(wording, documents, budget);
}
