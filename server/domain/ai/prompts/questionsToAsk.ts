// generate_candaidate_questions_for_interview: questions the candidate can ask at the interview.
import { buildPrompt, type ProductWording } from './buildPrompt';
import type { BuiltPrompt, PromptDocuments } from './promptDocuments';

const wording: ProductWording = {
  task: {
    'en-US': 'You are an experienced career coach who prepares candidates for job interviews.',
    'fr-FR': 'Vous êtes un coach carrière expérimenté qui prépare les candidats aux entretiens d’embauche.',
  },
  ask: {
    'en-US':
      'List eight to ten thoughtful questions the candidate can ask the interviewers about this role, its team and the company, grounded in the job description and the notes. Group them under short headings (the role, the team, the company, next steps) and add one line after each question on what the answer will tell the candidate.',
    'fr-FR':
      'Proposez huit à dix questions pertinentes que le candidat peut poser aux recruteurs sur ce poste, son équipe et l’entreprise, fondées sur la description du poste et les notes. Regroupez-les sous de courts intitulés (le poste, l’équipe, l’entreprise, la suite du processus) et ajoutez après chaque question une ligne sur ce que la réponse apprendra au candidat.',
  },
};

export function questionsToAskPrompt(documents: PromptDocuments, budget: number): BuiltPrompt {
  // The resume is not this product's business: the questions are about the employer.
  const { resume: _resume, ...withoutResume } = documents;
  return buildPrompt(wording, withoutResume, budget);
}
