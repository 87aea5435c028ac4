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
