import { defineMessages } from 'react-intl';

export const layoutMessages = defineMessages({
  openMenu: {
    id: 'app.layout.openMenu',
    defaultMessage: 'Open the menu',
    description: 'Accessible name of the header button that opens the navigation drawer',
  },
  liveStatus: {
    id: 'app.layout.liveStatus',
    defaultMessage: 'Live connection status',
    description: 'Accessible name of the header area that will show the live connection status',
  },
  skipToContent: {
    id: 'app.layout.skipToContent',
    defaultMessage: 'Skip to content',
    description: 'Link shown on the first press of Tab, before the header, that moves the focus to the page content',
  },
});

export const menuMessages = defineMessages({
  title: {
    id: 'app.menu.title',
    defaultMessage: 'Menu',
    description: 'Title of the navigation drawer',
  },
  navigation: {
    id: 'app.menu.navigation',
    defaultMessage: 'Main menu',
    description: 'Accessible name of the navigation landmark inside the drawer',
  },
  newApplication: {
    id: 'app.menu.newApplication',
    defaultMessage: 'New Application',
    description: 'Menu entry leading to the form that creates a job application',
  },
  capture: {
    id: 'app.menu.capture',
    defaultMessage: 'Capture a Posting',
    description: 'Menu entry leading to the page that turns a job posting into a new application',
  },
  applicationsList: {
    id: 'app.menu.applicationsList',
    defaultMessage: 'Applications List',
    description: 'Menu entry leading to the list of job applications',
  },
  board: {
    id: 'app.menu.board',
    defaultMessage: 'Board',
    description: 'Menu entry leading to the board of applications, one column per status',
  },
  companies: {
    id: 'app.menu.companies',
    defaultMessage: 'Companies',
    description: 'Menu entry leading to the companies page',
  },
  upcomingEvents: {
    id: 'app.menu.upcomingEvents',
    defaultMessage: 'Upcoming Events',
    description: 'Menu entry leading to the dated actions still to come (interviews, calls...)',
  },
  files: {
    id: 'app.menu.files',
    defaultMessage: 'Files',
    description: 'Menu entry leading to the uploaded files (resumes, cover letters)',
  },
  generatedAi: {
    id: 'app.menu.generatedAi',
    defaultMessage: 'Generated AI',
    description: 'Menu entry leading to the history of AI-generated content',
  },
  transactions: {
    id: 'app.menu.transactions',
    defaultMessage: 'Transactions',
    description: 'Menu entry leading to the credit transactions',
  },
  signIn: {
    id: 'app.menu.signIn',
    defaultMessage: 'Sign In',
    description: 'Menu entry leading to the sign-in page, shown while signed out',
  },
  signOut: {
    id: 'app.menu.signOut',
    defaultMessage: 'Sign Out',
    description: 'Menu entry that ends the session, shown while signed in',
  },
  insights: {
    id: 'app.menu.insights',
    defaultMessage: 'Insights',
    description: 'Menu entry leading to the insights page: the funnel, weekly activity and sources of the job search',
  },
  settings: {
    id: 'app.menu.settings',
    defaultMessage: 'Settings',
    description: 'Menu entry leading to the settings page (time zone, reminders, follow-ups, language and theme)',
  },
  help: {
    id: 'app.menu.help',
    defaultMessage: 'Help',
    description: 'Menu entry leading to the help page',
  },
  addCredits: {
    id: 'app.menu.addCredits',
    defaultMessage: 'Add credits',
    description: 'Menu entry leading to the payment options to buy credits',
  },
});

export const notFoundMessages = defineMessages({
  title: {
    id: 'app.notFound.title',
    defaultMessage: 'Page not found',
    description: 'Title of the page shown for an unknown address',
  },
  explanation: {
    id: 'app.notFound.explanation',
    defaultMessage: 'There is nothing at this address.',
    description: 'Sentence under the title of the not-found page',
  },
  home: {
    id: 'app.notFound.home',
    defaultMessage: 'Go to the home page',
    description: 'Link from the not-found page to the home page',
  },
});

export const errorMessages = defineMessages({
  title: {
    id: 'app.error.title',
    defaultMessage: 'Something went wrong',
    description: 'Title of the page shown when a page fails to render',
  },
  home: {
    id: 'app.error.home',
    defaultMessage: 'Go to the home page',
    description: 'Link from the error page to the home page',
  },
});

export const pageLoadingMessages = defineMessages({
  loading: {
    id: 'app.pageLoading.loading',
    defaultMessage: 'Loading the page…',
    description: 'Shown, and announced to screen readers, while the code of the page just opened is downloaded',
  },
});

export const themeMessages = defineMessages({
  label: {
    id: 'app.theme.label',
    defaultMessage: 'Theme',
    description: 'Label of the switch in the menu that picks the colours of the interface: the system’s, light or dark',
  },
  system: {
    id: 'app.theme.system',
    defaultMessage: 'System',
    description: 'Theme switch option: light or dark as the device’s own setting says, following its changes',
  },
  light: {
    id: 'app.theme.light',
    defaultMessage: 'Light',
    description: 'Theme switch option: dark text on light backgrounds, whatever the device’s setting',
  },
  dark: {
    id: 'app.theme.dark',
    defaultMessage: 'Dark',
    description: 'Theme switch option: light text on dark backgrounds, whatever the device’s setting',
  },
});
