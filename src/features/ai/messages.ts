import { defineMessages } from 'react-intl';

export const aiMessages = defineMessages({
  historyTitle: {
    id: 'ai.history.title',
    defaultMessage: 'Generated AI responses',
    description: 'Title of the page listing the AI-generated content (cover letters, questions, advice)',
  },
});
