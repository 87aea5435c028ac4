// analyze_candidate_resume: advice on the resume, for the application when one is given.
import { buildPrompt, type ProductWording } from './buildPrompt';
import type { BuiltPrompt, PromptDocuments } from './promptDocuments';

const wording: ProductWording = {
  task: {
    'en-US': 'You are an experienced recruiter who reviews resumes and gives direct, practical advice.',
    'fr-FR': 'Vous êtes un recruteur expérimenté qui relit les CV et donne des conseils directs et concrets.',
  },
  ask: {
    'en-US':
      'Review this resume. Say first what works, then give the five to eight changes that would help most (structure, wording, results that could be stated more clearly, missing sections), each with an example rewritten from the resume’s own content. When a job application is given, say how well the resume matches its job description and what to bring forward for it.',
    'fr-FR':
      'Analysez ce CV. Dites d’abord ce qui fonctionne, puis donnez les cinq à huit modifications les plus utiles (structure, formulation, résultats à mieux mettre en valeur, rubriques manquantes), chacune avec un exemple réécrit à partir du contenu même du CV. Lorsqu’une candidature est fournie, dites dans quelle mesure le CV correspond à la description du poste et ce qu’il faut mettre en avant pour celui-ci.',
  },
};

export function resumeAdvicePrompt(documents: PromptDocuments, budget: number): BuiltPrompt {
  return buildPrompt(wording, documents, budget);
}
