import { defineMessages } from 'react-intl';

export const jobApplicationsMessages = defineMessages({
  listTitle: {
    id: 'jobApplications.list.title',
    defaultMessage: 'Job applications',
    description: 'Title of the page listing the job applications (home page)',
  },
  newTitle: {
    id: 'jobApplications.new.title',
    defaultMessage: 'New job application',
    description: 'Title of the page that creates a job application',
  },
  detailTitle: {
    id: 'jobApplications.detail.title',
    defaultMessage: 'Job application',
    description: 'Title of the page showing one job application with its tabs',
  },
});

/** Failures of the calls that are not live requests (those carry their own message, spec section 8). */
export const failureMessages = defineMessages({
  unexpected: {
    id: 'jobApplications.failed.unexpected',
    defaultMessage: 'An error occurred, please try later',
    description: 'Error shown when a call failed in an unexpected way',
  },
  create: {
    id: 'jobApplications.failed.create',
    defaultMessage: 'Unable to create the job application',
    description: 'Error shown when the server did not create the job application of the form',
  },
});
