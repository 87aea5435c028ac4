// Texts of /capture and of the ways to send a posting to it (the bookmarklet, a phone's share sheet).
import { defineMessage, defineMessages } from 'react-intl';

export const captureMessages = defineMessages({
  title: { id: 'capture.title', defaultMessage: 'Capture a posting', description: 'Title of the page that turns a job posting into a new application' },
  intro: {
    id: 'capture.intro',
    defaultMessage: 'Give the address of a job posting: the title, company, place, salary and description are read from it, for you to check and save.',
    description: 'Introduction of the capture page',
  },
  urlLabel: { id: 'capture.urlLabel', defaultMessage: 'Address of the posting', description: 'Label of the field taking a job posting’s address' },
  urlInvalid: {
    id: 'capture.urlInvalid',
    defaultMessage: 'Enter an address starting with http:// or https://',
    description: 'Validation message of the posting’s address field',
  },
  read: { id: 'capture.read', defaultMessage: 'Read the posting', description: 'Button that reads the posting at the address given' },
  reading: { id: 'capture.reading', defaultMessage: 'Reading the posting…', description: 'Shown while the server reads the posting' },
  found: { id: 'capture.found', defaultMessage: 'Check what was found, then save the application.', description: 'Shown above the form filled from the posting' },
  unreachable: {
    id: 'capture.failed.unreachable',
    defaultMessage: 'The page could not be read: it did not answer, is not a web page, is too large or is not on the public internet. Fill in the rest yourself.',
    description: 'Shown when the server could not fetch or read the posting’s page',
  },
  notFound: {
    id: 'capture.failed.notFound',
    defaultMessage: 'No job posting was found on this page. Fill in the rest yourself.',
    description: 'Shown when the page names no job title',
  },
  failed: {
    id: 'capture.failed.other',
    defaultMessage: 'The posting could not be read just now. Fill in the rest yourself, or try again.',
    description: 'Shown when reading the posting failed for another reason (network, server)',
  },
  duplicate: {
    id: 'capture.duplicate',
    defaultMessage: 'You already have an application at this address:',
    description: 'Warning above the links to the applications already recorded with the posting’s address',
  },
  bookmarkletTitle: { id: 'capture.bookmarklet.title', defaultMessage: 'From any job board, on a computer', description: 'Heading of the bookmarklet’s explanation' },
  bookmarkletHow: {
    id: 'capture.bookmarklet.how',
    defaultMessage: 'Drag this link to your bookmarks bar. On a job posting’s page, click the bookmark: the posting opens here, ready to check and save.',
    description: 'How to install and use the bookmarklet',
  },
  bookmarkletLink: { id: 'capture.bookmarklet.link', defaultMessage: 'Capture the posting', description: 'Text of the bookmarklet link, which becomes the bookmark’s name' },
  bookmarkletClicked: {
    id: 'capture.bookmarklet.clicked',
    defaultMessage: 'Drag the link to your bookmarks bar rather than clicking it here, then click the bookmark on a posting’s page.',
    description: 'Shown when the bookmarklet link is clicked on the app’s own page',
  },
  phoneTitle: { id: 'capture.phone.title', defaultMessage: 'On a phone', description: 'Heading of the explanation of sharing a posting from a phone' },
  phoneHow: {
    id: 'capture.phone.how',
    defaultMessage: 'Add this app to your home screen from your browser’s menu. Then, in a job board’s app or page, tap Share and choose Job Search Tracker: the posting opens here.',
    description: 'How to share a posting to the installed app on a phone',
  },
});

export const capturedOnMessage = defineMessage<{ date: string; url: string }>({
  id: 'capture.capturedOn',
  defaultMessage: 'Captured on {date} from {url}',
  description: 'First line of a captured job description: when and where the posting was read',
});
