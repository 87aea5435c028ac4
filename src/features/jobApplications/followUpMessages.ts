// The texts of the "Follow up?" nudge (both catalogs in src/i18n/).
import { defineMessage, defineMessages } from 'react-intl';

export const followUpMessages = defineMessages({
  button: {
    id: 'jobApplications.followUp.button',
    defaultMessage: 'Follow up?',
    description: 'Button on an application whose submission has been left unanswered for the follow-up days',
  },
  actionTitle: {
    id: 'jobApplications.followUp.actionTitle',
    defaultMessage: 'Follow up',
    description: 'Title of the reminder action the Follow up? button adds, for tomorrow at 9:00',
  },
});

export const followUpLabelMessage = defineMessage<{ title: string }>({
  id: 'jobApplications.followUp.label',
  defaultMessage: 'Follow up? Add a reminder for tomorrow at 9:00 to follow up on “{title}”',
  description: 'Accessible name of the Follow up? button; {title} is the application’s title',
});
