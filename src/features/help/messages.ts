import { defineMessage, defineMessages } from 'react-intl';

// Messages with `<link>` wrap the words that lead to the page they name; the page gives the link.

export const helpMessages = defineMessages({
  title: {
    id: 'help.title',
    defaultMessage: 'Help',
    description: 'Title of the help page',
  },
  intro: {
    id: 'help.intro',
    defaultMessage:
      'This app keeps your job search in one place: the jobs you apply for, what happens with each of them, your documents, and AI help to get ready. Here is how it works.',
    description: 'First paragraph of the help page',
  },

  howTitle: {
    id: 'help.how.title',
    defaultMessage: 'How it works',
    description: 'Heading of the help page’s section about the features of the app',
  },
  applicationsTerm: {
    id: 'help.how.applications.term',
    defaultMessage: 'Job applications',
    description: 'Help page: name of the feature explained next',
  },
  applicationsText: {
    id: 'help.how.applications.text',
    defaultMessage:
      'Record each job you apply for with its title, the offer’s address, the company, your notes and the job description. The <link>applications list</link> shows them newest first with their status, which follows your actions; the search finds them from three characters.',
    description: 'Help page: what job applications are; <link> leads to the list of applications',
  },
  companiesTerm: {
    id: 'help.how.companies.term',
    defaultMessage: 'Companies',
    description: 'Help page: name of the feature explained next',
  },
  companiesText: {
    id: 'help.how.companies.text',
    defaultMessage: 'Name an application’s company when you create or edit it: choose one you already have, or type a new name.',
    description: 'Help page: how companies are recorded',
  },
  actionsTerm: {
    id: 'help.how.actions.term',
    defaultMessage: 'Actions and upcoming events',
    description: 'Help page: name of the feature explained next',
  },
  actionsText: {
    id: 'help.how.actions.text',
    defaultMessage:
      'On an application’s Actions tab, note each interview, call, email or reminder with its date and time. <link>Upcoming events</link> lists what is coming, day by day.',
    description: 'Help page: what dated actions are; <link> leads to the upcoming events page',
  },
  calendarTerm: {
    id: 'help.how.calendar.term',
    defaultMessage: 'Calendar feed',
    description: 'Help page: name of the feature explained next',
  },
  calendarText: {
    id: 'help.how.calendar.text',
    defaultMessage:
      'The Upcoming events page also gives the private address of a calendar feed: subscribe to it in Google Calendar, Apple Calendar or Outlook to see your upcoming events there. Renew the address if someone else got hold of it.',
    description: 'Help page: the calendar feed of the upcoming events page',
  },
  filesTerm: {
    id: 'help.how.files.term',
    defaultMessage: 'Files and thumbnails',
    description: 'Help page: name of the feature explained next',
  },
  filesText: {
    id: 'help.how.files.text',
    defaultMessage:
      'Keep your resumes and cover letters (PDF, Word, PNG or JPEG) on the <link>Files</link> page, or upload them from an application’s Files tab, and link them to the applications they are for. A thumbnail of the first page appears as soon as it is ready.',
    description: 'Help page: uploaded files and their thumbnails; <link> leads to the files page',
  },
  aiTerm: {
    id: 'help.how.ai.term',
    defaultMessage: 'AI and credits',
    description: 'Help page: name of the feature explained next',
  },
  aiText: {
    id: 'help.how.ai.text',
    defaultMessage:
      'An application’s AI tab writes a cover letter, questions to ask, questions to expect or advice on your resume, from your documents. Each use costs credits.',
    description: 'Help page: the AI products, in short',
  },
  liveTerm: {
    id: 'help.how.live.term',
    defaultMessage: 'Live updates',
    description: 'Help page: name of the feature explained next',
  },
  liveText: {
    id: 'help.how.live.text',
    defaultMessage:
      'Every change shows at once in all your open tabs and devices, with a notification. A tab that lost its connection catches up as soon as it is back.',
    description: 'Help page: how changes reach every tab and device',
  },

  captureTitle: {
    id: 'help.capture.title',
    defaultMessage: 'Capture a posting from a job board',
    description: 'Heading of the help section on capturing postings',
  },
  captureIntro: {
    id: 'help.capture.intro',
    defaultMessage: 'Most job boards describe their postings in a form this app reads. Send a posting here from the board’s page and the new application is filled in for you: its title, company, place, salary and description, kept with the date it was captured.',
    description: 'Introduction of the help section on capturing postings',
  },
  aiTitle: {
    id: 'help.ai.title',
    defaultMessage: 'AI products and their prices',
    description: 'Heading of the help page’s section about the AI products',
  },
  aiIntro: {
    id: 'help.ai.intro',
    defaultMessage: 'The AI works from the documents you give it, and is told not to invent anything they do not say.',
    description: 'Help page: first paragraph of the AI products section',
  },
  coverLetterName: {
    id: 'help.ai.coverLetter.name',
    defaultMessage: 'Cover letter',
    description: 'Help page: name of the AI product that writes a cover letter',
  },
  coverLetterText: {
    id: 'help.ai.coverLetter.text',
    defaultMessage: 'Writes a cover letter for the job, from its description and your resume.',
    description: 'Help page: what the cover letter AI product does',
  },
  coverLetterNeeds: {
    id: 'help.ai.coverLetter.needs',
    defaultMessage: 'Needs: the application and a resume.',
    description: 'Help page: the documents the cover letter AI product needs',
  },
  questionsToAskName: {
    id: 'help.ai.questionsToAsk.name',
    defaultMessage: 'Questions to ask',
    description: 'Help page: name of the AI product that suggests questions the candidate can ask in an interview',
  },
  questionsToAskText: {
    id: 'help.ai.questionsToAsk.text',
    defaultMessage: 'Suggests questions to ask the recruiter during your interviews.',
    description: 'Help page: what the questions-to-ask AI product does',
  },
  questionsToAskNeeds: {
    id: 'help.ai.questionsToAsk.needs',
    defaultMessage: 'Needs: the application.',
    description: 'Help page: the documents the questions-to-ask AI product needs',
  },
  questionsToExpectName: {
    id: 'help.ai.questionsToExpect.name',
    defaultMessage: 'Questions to expect',
    description: 'Help page: name of the AI product that lists the questions an interviewer may ask',
  },
  questionsToExpectText: {
    id: 'help.ai.questionsToExpect.text',
    defaultMessage: 'Lists the questions the recruiter is likely to ask you, with hints to get ready.',
    description: 'Help page: what the questions-to-expect AI product does',
  },
  questionsToExpectNeeds: {
    id: 'help.ai.questionsToExpect.needs',
    defaultMessage: 'Needs: the application; uses a resume when you give one.',
    description: 'Help page: the documents the questions-to-expect AI product needs and uses',
  },
  resumeAdviceName: {
    id: 'help.ai.resumeAdvice.name',
    defaultMessage: 'Resume advice',
    description: 'Help page: name of the AI product that reviews a resume',
  },
  resumeAdviceText: {
    id: 'help.ai.resumeAdvice.text',
    defaultMessage: 'Reviews your resume and suggests improvements.',
    description: 'Help page: what the resume advice AI product does',
  },
  resumeAdviceNeeds: {
    id: 'help.ai.resumeAdvice.needs',
    defaultMessage: 'Needs: a resume; uses the application when you give one, to fit the advice to the job.',
    description: 'Help page: the documents the resume advice AI product needs and uses',
  },
  aiRefund: {
    id: 'help.ai.refund',
    defaultMessage: 'If the AI service is unavailable or fails, nothing is charged: the credits spent are given back.',
    description: 'Help page: what happens to credits when an AI product fails',
  },

  creditsTitle: {
    id: 'help.credits.title',
    defaultMessage: 'Credits',
    description: 'Heading of the help page’s section about credits',
  },
  creditsBalance: {
    id: 'help.credits.balance',
    defaultMessage: 'Your balance shows at the top of every page. New accounts receive welcome credits when their email address is confirmed.',
    description: 'Help page: where the balance shows and the credits of a new account',
  },
  creditsBuy: {
    id: 'help.credits.buy',
    defaultMessage:
      'To add credits, choose a pack on the <link>Payment options</link> page and pay on the payment page that opens; the credits are added as soon as the payment is confirmed.',
    description: 'Help page: how to buy credits; <link> leads to the page of credit packs',
  },
  creditsBuyOff: {
    id: 'help.credits.buyOff',
    defaultMessage: 'Buying credits is not available on this server.',
    description: 'Help page: shown instead of how to buy credits when the server’s operator turned payments off',
  },
  creditsTransactions: {
    id: 'help.credits.transactions',
    defaultMessage: 'Every change of your balance (welcome credits, purchases, AI uses and refunds) is listed on the <link>Transactions</link> page.',
    description: 'Help page: where the history of the balance is; <link> leads to the transactions page',
  },

  contactTitle: {
    id: 'help.contact.title',
    defaultMessage: 'Contact',
    description: 'Heading of the help page’s section about reaching the server’s operator',
  },
  contactLoading: {
    id: 'help.contact.loading',
    defaultMessage: 'Loading the contact address…',
    description: 'Accessible name of the placeholder shown while the server’s contact address loads',
  },
  // Its {email} is a link (a React element), which typed message values do not take.
  contactEmail: {
    id: 'help.contact.email',
    defaultMessage: 'For a question about this server or your account, write to its operator at {email}.',
    description: 'Help page: how to reach the server’s operator; {email} is their address, as a link that opens the mail app',
  },
  noContact: {
    id: 'help.contact.none',
    defaultMessage: 'The operator of this server has not published a contact address.',
    description: 'Help page: shown when the server’s operator set no contact address',
  },
});

export const aiProductPriceMessage = defineMessage<{ price: number }>({
  id: 'help.ai.price',
  defaultMessage: '{price, plural, one {# credit} other {# credits}}',
  description: 'Help page: what one use of an AI product costs, in credits',
});
