import { defineMessages } from 'react-intl';

export const termsMessages = defineMessages({
  reviewTitle: {
    id: 'session.termsReview.title',
    defaultMessage: 'Terms of service',
    description: 'Title of the page where the user reviews and accepts the current terms',
  },
  reviewExplanation: {
    id: 'session.termsReview.explanation',
    defaultMessage: 'Our Terms of Service have changed. Please read them and accept them to continue.',
    description: 'Text at the top of the terms review page',
  },
  accept: {
    id: 'session.termsReview.accept',
    defaultMessage: 'I accept the Terms of Service',
    description: 'Button of the terms review page that accepts the terms shown',
  },
  loading: {
    id: 'session.terms.loading',
    defaultMessage: 'Loading the Terms of Service…',
    description: 'Shown while the terms are fetched',
  },
  retry: {
    id: 'session.terms.retry',
    defaultMessage: 'Try again',
    description: 'Button that fetches the terms again after a failure',
  },
  close: {
    id: 'session.terms.close',
    defaultMessage: 'Close',
    description: 'Button that closes the dialog showing the terms on the sign-up page',
  },
});
