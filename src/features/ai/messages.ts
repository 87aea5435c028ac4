import { defineMessage, defineMessages } from 'react-intl';
import type { AiProductName } from '../../../contract';

// Messages with arguments are defined one by one so react-intl types their values.

export const priceMessage = defineMessage<{ price: number }>({
  id: 'ai.product.price',
  defaultMessage: '{price, plural, =0 {Free} one {# credit} other {# credits}}',
  description: 'Price of an AI product on its card, in credits; forms for 0, 1 and more',
});

export const creditsSpentMessage = defineMessage<{ count: number }>({
  id: 'ai.response.creditsSpent',
  defaultMessage: '{count, plural, =0 {no credits spent} one {# credit spent} other {# credits spent}}',
  description: 'How many credits an AI response cost, shown beside its date; forms for 0, 1 and more',
});

export const notEnoughCreditsMessage = defineMessage<{ price: number; balance: number }>({
  id: 'ai.blocked.notEnoughCredits',
  defaultMessage:
    'Not enough credits: this product costs {price, plural, one {# credit} other {# credits}} and your balance is {balance, plural, =0 {zero} one {# credit} other {# credits}}.',
  description: 'Why Generate is disabled on an AI product’s card: the balance is below the price; {price} and {balance} are numbers of credits',
});

export const generateLabelMessage = defineMessage<{ product: string }>({
  id: 'ai.product.generateLabel',
  defaultMessage: 'Generate: {product}',
  description: 'Accessible name of the Generate button of an AI product’s card, so each button says what it writes; {product} is the product’s name',
});

export const resumeFileMessage = defineMessage<{ filename: string }>({
  id: 'ai.response.resumeLink',
  defaultMessage: 'Resume: {filename}',
  description: 'Link to the files page from an AI response, naming the resume it was made from; {filename} is its file name',
});

export const copyLinkFailedMessage = defineMessage<{ url: string }>({
  id: 'ai.response.copyLinkFailed',
  defaultMessage: 'Could not copy: select this address and copy it yourself: {url}',
  description: 'Shown when the browser refused to copy the address of an AI response’s page; {url} is that address',
});

export const productNameMessages = defineMessages<AiProductName>({
  generate_cover_letter_for_job_application: {
    id: 'ai.product.coverLetter.name',
    defaultMessage: 'Cover letter',
    description: 'Name of the AI product that writes a cover letter for a job application',
  },
  generate_candaidate_questions_for_interview: {
    id: 'ai.product.questionsToAsk.name',
    defaultMessage: 'Questions to ask',
    description: 'Name of the AI product that suggests questions the candidate can ask during interviews',
  },
  generate_interviewer_questions_for_interview: {
    id: 'ai.product.questionsToExpect.name',
    defaultMessage: 'Questions to expect',
    description: 'Name of the AI product that lists the questions an interviewer is likely to ask',
  },
  analyze_candidate_resume: {
    id: 'ai.product.resumeAdvice.name',
    defaultMessage: 'Resume advice',
    description: 'Name of the AI product that reviews the candidate’s resume and suggests improvements',
  },
});

export const productDescriptionMessages = defineMessages<AiProductName>({
  generate_cover_letter_for_job_application: {
    id: 'ai.product.coverLetter.text',
    defaultMessage: 'Writes a cover letter for this job, from its description and your resume.',
    description: 'What the cover letter AI product does, on its card',
  },
  generate_candaidate_questions_for_interview: {
    id: 'ai.product.questionsToAsk.text',
    defaultMessage: 'Suggests questions to ask the recruiter about the job and the company.',
    description: 'What the questions-to-ask AI product does, on its card',
  },
  generate_interviewer_questions_for_interview: {
    id: 'ai.product.questionsToExpect.text',
    defaultMessage: 'Lists the questions you are likely to be asked, with hints to get ready.',
    description: 'What the questions-to-expect AI product does, on its card',
  },
  analyze_candidate_resume: {
    id: 'ai.product.resumeAdvice.text',
    defaultMessage: 'Reviews your resume and suggests improvements, for this job.',
    description: 'What the resume advice AI product does, on its card',
  },
});

export const productNeedsMessages = defineMessages<AiProductName>({
  generate_cover_letter_for_job_application: {
    id: 'ai.product.coverLetter.needs',
    defaultMessage: 'Needs: this application and a resume.',
    description: 'What the cover letter AI product needs, on its card',
  },
  generate_candaidate_questions_for_interview: {
    id: 'ai.product.questionsToAsk.needs',
    defaultMessage: 'Needs: this application.',
    description: 'What the questions-to-ask AI product needs, on its card',
  },
  generate_interviewer_questions_for_interview: {
    id: 'ai.product.questionsToExpect.needs',
    defaultMessage: 'Needs: this application; uses the resume when you choose one.',
    description: 'What the questions-to-expect AI product needs, on its card',
  },
  analyze_candidate_resume: {
    id: 'ai.product.resumeAdvice.needs',
    defaultMessage: 'Needs: a resume; uses this application to fit the advice to the job.',
    description: 'What the resume advice AI product needs, on its card',
  },
});

/** The failure of a generation, by the request's code; `other` for any code without a message of its own. */
export const generationErrorMessages = defineMessages({
  insufficient_credits: {
    id: 'ai.generation.failed.insufficientCredits',
    defaultMessage: 'You do not have enough credits for this product. Nothing was charged.',
    description: 'Shown when an AI product was refused because the balance is below its price',
  },
  missing_documents: {
    id: 'ai.generation.failed.missingDocuments',
    defaultMessage:
      'A document this product needs is missing, or the text of the resume could not be read (yet). Check the application’s files, or try again in a moment. Nothing was charged.',
    description: 'Shown when an AI product was refused because a document it needs is absent or has no readable text',
  },
  ai_unavailable: {
    id: 'ai.generation.failed.unavailable',
    defaultMessage: 'The AI service is unavailable right now. Nothing was charged: please try again later.',
    description: 'Shown when the AI provider could not write the response; any credits spent were refunded',
  },
  rate_limited: {
    id: 'ai.generation.failed.rateLimited',
    defaultMessage:
      'You have asked for too many AI responses at once or within the last hour. Wait for those being written to finish, or try again later. Nothing was charged.',
    description: 'Shown when an AI product was refused because the account already has 2 being written or reached its number per hour',
  },
  timed_out: {
    id: 'ai.generation.failed.timedOut',
    defaultMessage:
      'The response is taking too long to arrive. If it is written after all, it will appear among the responses below; if not, your credits are given back.',
    description: 'Shown when no answer to an AI product came within 2 minutes',
  },
  not_found: {
    id: 'ai.generation.failed.notFound',
    defaultMessage: 'This application or the chosen resume no longer exists.',
    description: 'Shown when an AI product was refused because the application or the resume was deleted',
  },
  other: {
    id: 'ai.generation.failed.other',
    defaultMessage: 'The response could not be written. Please try again.',
    description: 'Shown when an AI product failed for any other reason',
  },
});

export const aiMessages = defineMessages({
  historyTitle: {
    id: 'ai.history.title',
    defaultMessage: 'Generated AI responses',
    description: 'Title of the page listing the AI-generated content (cover letters, questions, advice)',
  },

  // The AI tab of an application.
  tabIntro: {
    id: 'ai.tab.intro',
    defaultMessage: 'The AI writes from this application and your resume only. Each product costs credits; if the AI fails, they are given back.',
    description: 'Introduction of the AI tab of a job application',
  },
  addCredits: {
    id: 'ai.addCredits',
    defaultMessage: 'Add credits',
    description: 'Link to the page where credit packs are bought, beside the balance and under a product that costs more than the balance',
  },
  resumePicker: {
    id: 'ai.resumePicker.label',
    defaultMessage: 'Resume to use',
    description: 'Label of the choice of the resume the AI products read, among the application’s resumes',
  },
  resumePickerPlaceholder: {
    id: 'ai.resumePicker.placeholder',
    defaultMessage: 'No resume',
    description: 'Shown in the resume choice when no resume is chosen',
  },
  noResume: {
    id: 'ai.resumePicker.none',
    defaultMessage: 'No resume is linked to this application.',
    description: 'Shown in place of the resume choice when the application has no linked file of type resume',
  },
  resumesLoading: {
    id: 'ai.resumePicker.loading',
    defaultMessage: 'Loading the application’s resumes…',
    description: 'Accessible name of the placeholder shown while the application’s files load in the AI tab',
  },
  productsLabel: {
    id: 'ai.products.label',
    defaultMessage: 'AI products',
    description: 'Accessible name of the list of AI product cards',
  },
  productsLoading: {
    id: 'ai.products.loading',
    defaultMessage: 'Loading the AI products…',
    description: 'Accessible name of the placeholder shown while the AI products load',
  },
  generate: {
    id: 'ai.product.generate',
    defaultMessage: 'Generate',
    description: 'Button of an AI product’s card that has the AI write it',
  },
  missingResume: {
    id: 'ai.blocked.missingResume',
    defaultMessage: 'Link a resume to this application in the <link>Files tab</link>.',
    description:
      'Why Generate is disabled on an AI product that needs a resume, when the application has none; <link> wraps the words that open the application’s Files tab',
  },
  unavailable: {
    id: 'ai.blocked.unavailable',
    defaultMessage: 'The AI service is unavailable right now. Nothing can be generated, and nothing is charged.',
    description: 'Why Generate is disabled on an AI product: no AI provider answers on the server',
  },
  generating: {
    id: 'ai.generation.writing',
    defaultMessage: 'The AI is writing… The text appears as it is written.',
    description: 'Shown while an AI product is being written, beside a spinner',
  },
  generated: {
    id: 'ai.generation.ready',
    defaultMessage: 'Your response is ready.',
    description: 'Announced when an AI product has been written',
  },
  copy: {
    id: 'ai.copy',
    defaultMessage: 'Copy to clipboard',
    description: 'Button copying the text of an AI response to the clipboard',
  },
  copied: {
    id: 'ai.copied',
    defaultMessage: 'Copied',
    description: 'Shown on the copy button once the text of an AI response is in the clipboard',
  },
  copyFailed: {
    id: 'ai.copyFailed',
    defaultMessage: 'Could not copy: select the text and copy it yourself.',
    description: 'Shown when the browser refused to copy an AI response to the clipboard',
  },
  applicationResponses: {
    id: 'ai.tab.responses.title',
    defaultMessage: 'Responses for this application',
    description: 'Heading of the AI responses already made for a job application, in its AI tab',
  },
  applicationResponsesEmpty: {
    id: 'ai.tab.responses.empty',
    defaultMessage: 'No response has been generated for this application yet.',
    description: 'Shown in the AI tab when no AI response was made for the application',
  },
  responsesLoading: {
    id: 'ai.responses.loading',
    defaultMessage: 'Loading the responses…',
    description: 'Accessible name of the placeholder shown while AI responses load',
  },

  // A response in a list.
  openApplication: {
    id: 'ai.response.applicationLink',
    defaultMessage: 'Open the application',
    description: 'Link from an AI response to the job application it was made for',
  },
  openFiles: {
    id: 'ai.response.filesLink',
    defaultMessage: 'Open your files',
    description: 'Link from an AI response to the files page, when the name of the file it was made from is not known yet',
  },
  openResponsePage: {
    id: 'ai.response.pageLink',
    defaultMessage: 'Open on its own page',
    description: 'Link from an AI response in a list to the page of that response alone, whose address can be kept or shared',
  },
  copyLink: {
    id: 'ai.response.copyLink',
    defaultMessage: 'Copy the link',
    description: 'Button copying the address of an AI response’s own page to the clipboard',
  },
  linkCopied: {
    id: 'ai.response.linkCopied',
    defaultMessage: 'Link copied',
    description: 'Shown on the copy-the-link button once the address of an AI response’s page is in the clipboard',
  },
  madeFrom: {
    id: 'ai.response.madeFrom',
    defaultMessage: 'Made from',
    description: 'Label before the links to the application and the files an AI response was made from',
  },

  // The history page.
  historyFilter: {
    id: 'ai.history.filter',
    defaultMessage: 'Product',
    description: 'Label of the choice of the AI product whose responses the history shows',
  },
  allProducts: {
    id: 'ai.history.filter.all',
    defaultMessage: 'All products',
    description: 'Choice of the history filter that shows the responses of every AI product',
  },
  historyEmpty: {
    id: 'ai.history.empty',
    defaultMessage: 'No AI response yet. Generate one from the AI tab of an application.',
    description: 'Shown on the history page when the account has no AI response',
  },
  historyFilteredEmpty: {
    id: 'ai.history.filteredEmpty',
    defaultMessage: 'No response of this product yet.',
    description: 'Shown on the history page when no response of the chosen product exists',
  },

  // The page of one response.
  responseTitle: {
    id: 'ai.responsePage.title',
    defaultMessage: 'AI response',
    description: 'Title of the page of one AI response while it loads or could not be loaded (once loaded, the product’s name is the title)',
  },
  responseLoading: {
    id: 'ai.responsePage.loading',
    defaultMessage: 'Loading the response…',
    description: 'Accessible name of the placeholder shown while one AI response loads on its own page',
  },
  responseNotFoundTitle: {
    id: 'ai.responsePage.notFoundTitle',
    defaultMessage: 'AI response not found',
    description: 'Title of the page of an AI response whose address names none of the account’s responses',
  },
  responseNotFound: {
    id: 'ai.responsePage.notFound',
    defaultMessage: 'It does not exist, or it belongs to another account.',
    description: 'Explanation on the page of an AI response that could not be found',
  },
  backToHistory: {
    id: 'ai.responsePage.backToHistory',
    defaultMessage: 'See all your AI responses',
    description: 'Link from the page of one AI response to the history of every response',
  },

  // The responses made from a file, in its preview.
  fileResponses: {
    id: 'ai.fileResponses.title',
    defaultMessage: 'Generated from this file',
    description: 'Heading of the AI responses made from a file, in the file’s preview',
  },
  fileResponsesEmpty: {
    id: 'ai.fileResponses.empty',
    defaultMessage: 'Nothing has been generated from this file yet.',
    description: 'Shown in a file’s preview when no AI response was made from it',
  },
});
