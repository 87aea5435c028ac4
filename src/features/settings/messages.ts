// The settings page's texts (both catalogs in src/i18n/).
import { defineMessage, defineMessages } from 'react-intl';

export const settingsMessages = defineMessages({
  title: {
    id: 'settings.title',
    defaultMessage: 'Settings',
    description: 'Title of the settings page',
  },
  loading: {
    id: 'settings.loading',
    defaultMessage: 'Loading the settings…',
    description: 'Said while the settings page waits for the account’s settings',
  },
  timeZoneHeading: {
    id: 'settings.timeZone.heading',
    defaultMessage: 'Time zone',
    description: 'Heading of the settings page’s time zone section',
  },
  timeZoneLabel: {
    id: 'settings.timeZone.label',
    defaultMessage: 'Your time zone',
    description: 'Label of the searchable select of the account’s time zone',
  },
  remindersHeading: {
    id: 'settings.reminders.heading',
    defaultMessage: 'Reminders',
    description: 'Heading of the settings page’s reminders section',
  },
  remindersIntro: {
    id: 'settings.reminders.intro',
    defaultMessage: 'Before each dated action (an interview, a call, a reminder), the app can remind you.',
    description: 'First line of the settings page’s reminders section',
  },
  reminderEmail: {
    id: 'settings.reminderEmail.label',
    defaultMessage: 'Reminders by email',
    description: 'Label of the switch that turns reminders by email on or off',
  },
  reminderPush: {
    id: 'settings.reminderPush.label',
    defaultMessage: 'Reminders by push notification',
    description: 'Label of the switch that turns reminders by Web Push notification on or off',
  },
  reminderPushHelp: {
    id: 'settings.reminderPush.help',
    defaultMessage: 'Turning them on asks this browser for the permission to show notifications; they come to every browser where you turned them on.',
    description: 'Help under the push reminders switch',
  },
  pushDenied: {
    id: 'settings.reminderPush.denied',
    defaultMessage: 'This browser does not allow notifications from this site. Allow them in the browser’s site settings, then turn push reminders on again.',
    description: 'Error when the browser refused the permission to show notifications',
  },
  pushUnsupported: {
    id: 'settings.reminderPush.unsupported',
    defaultMessage: 'This browser cannot receive push notifications from the app here. Reminders by email still work.',
    description: 'Error when the browser has no Push API or the app runs without its service worker',
  },
  pushSubscriptionFailed: {
    id: 'settings.reminderPush.failed',
    defaultMessage: 'Unable to turn push notifications on for this browser. Try again.',
    description: 'Error when subscribing this browser to push notifications failed',
  },
  leadLabel: {
    id: 'settings.lead.label',
    defaultMessage: 'Remind me this long before',
    description: 'Label of the number of minutes before an action its reminder is sent',
  },
  leadPreset: {
    id: 'settings.lead.preset',
    defaultMessage: 'Common choices',
    description: 'Label of the select of common reminder lead times',
  },
  leadCustom: {
    id: 'settings.lead.custom',
    defaultMessage: 'Custom',
    description: 'Option of the lead time select when the number of minutes is none of the common ones',
  },
  minutes: {
    id: 'settings.minutes',
    defaultMessage: 'minutes',
    description: 'Unit after the lead time field',
  },
  days: {
    id: 'settings.days',
    defaultMessage: 'days',
    description: 'Unit after the follow-up days field',
  },
  followUpHeading: {
    id: 'settings.followUp.heading',
    defaultMessage: 'Follow-ups',
    description: 'Heading of the settings page’s follow-up section',
  },
  followUpLabel: {
    id: 'settings.followUp.label',
    defaultMessage: 'Suggest a follow-up after this many days without an answer',
    description: 'Label of the number of days after a submission before Follow up? shows',
  },
  followUpHelp: {
    id: 'settings.followUp.help',
    defaultMessage: 'An application whose last action is a submission this many days old shows “Follow up?”. From 0 to 365; 0 turns follow-up suggestions off.',
    description: 'Help under the follow-up days field',
  },
  followUpOff: {
    id: 'settings.followUp.off',
    defaultMessage: 'Follow-up suggestions are off.',
    description: 'Said when the follow-up days are 0',
  },
  appearanceHeading: {
    id: 'settings.appearance.heading',
    defaultMessage: 'Language and theme',
    description: 'Heading of the settings page’s section with the language and theme switches',
  },
  languageLabel: {
    id: 'settings.language.label',
    defaultMessage: 'Language',
    description: 'Visible label of the language switch on the settings page',
  },
  saving: {
    id: 'settings.saving',
    defaultMessage: 'Saving…',
    description: 'Said beside a setting while its change is being saved',
  },
  saved: {
    id: 'settings.saved',
    defaultMessage: 'Saved',
    description: 'Said beside a setting once its change is saved',
  },
});

export const timeZoneHelpMessage = defineMessage<{ zone: string }>({
  id: 'settings.timeZone.help',
  defaultMessage: 'Reminders are sent and follow-ups planned in this time zone. Now: {zone}.',
  description: 'Help under the time zone select; {zone} is the current one, as an IANA name (Europe/Paris)',
});

export const leadHelpMessage = defineMessage<{ duration: string }>({
  id: 'settings.lead.help',
  defaultMessage: 'In minutes, from 1 to 10,080 (a week). {duration}',
  description: 'Help under the reminder lead time; {duration} is settings.lead.duration, or nothing',
});

export const leadDurationMessage = defineMessage<{ hours: number; minutes: number; both: string }>({
  id: 'settings.lead.duration',
  defaultMessage: 'That is {hours, plural, =0 {} one {1 hour} other {# hours}}{both, select, yes { and } other {}}{minutes, plural, =0 {} one {1 minute} other {# minutes}}.',
  description: 'The reminder lead time in hours and minutes; both is yes when both are non-zero',
});

export const leadOptionMessage = defineMessage<{ hours: number; minutes: number; both: string }>({
  id: 'settings.lead.option',
  defaultMessage:
    '{hours, plural, =0 {} one {1 hour} other {# hours}}{both, select, yes { } other {}}{minutes, plural, =0 {} one {1 minute} other {# minutes}}',
  description: 'A common reminder lead time in the select, in hours and minutes; both is yes when both are non-zero',
});

export const outOfRangeMessage = defineMessage<{ min: number; max: number }>({
  id: 'settings.outOfRange',
  defaultMessage: 'Enter a whole number from {min} to {max}.',
  description: 'Error under a number field of the settings page',
});
