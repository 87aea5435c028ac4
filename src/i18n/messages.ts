import { defineMessages } from 'react-intl';

export const localeMessages = defineMessages({
  switchLabel: {
    id: 'i18n.languageSwitch.label',
    defaultMessage: 'Language',
    description: 'Accessible name of the language switch in the header',
  },
  english: {
    id: 'i18n.language.enUS',
    defaultMessage: 'English',
    description: 'Name of the English language, written in English whatever the interface language',
  },
  french: {
    id: 'i18n.language.frFR',
    defaultMessage: 'Français',
    description: 'Name of the French language, written in French whatever the interface language',
  },
});
