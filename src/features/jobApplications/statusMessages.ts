// Labels of the application statuses (contract/applicationStatus.ts), for the list, its filter and the page.
import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { ApplicationStatus } from '../../../contract';

const messages = defineMessages({
  new: {
    id: 'jobApplications.status.new',
    defaultMessage: 'New',
    description: 'Status of a job application with no action yet that moves it',
  },
  submitted: {
    id: 'jobApplications.status.submitted',
    defaultMessage: 'Submitted',
    description: 'Status of a job application that was sent to the company',
  },
  interviewing: {
    id: 'jobApplications.status.interviewing',
    defaultMessage: 'Interviewing',
    description: 'Status of a job application with calls, interviews or feedback under way',
  },
  offer: {
    id: 'jobApplications.status.offer',
    defaultMessage: 'Offer',
    description: 'Status of a job application whose offer is being negotiated',
  },
  accepted: {
    id: 'jobApplications.status.accepted',
    defaultMessage: 'Accepted',
    description: 'Status of a job application that ended with the job accepted',
  },
  refused: {
    id: 'jobApplications.status.refused',
    defaultMessage: 'Refused',
    description: 'Status of a job application that ended with a refusal',
  },
});

export const statusMessages: Readonly<Record<ApplicationStatus, MessageDescriptor>> = messages;

/** antd's preset Tag colours (plain.css draws them), from the start of the process to its two ends. */
export const statusColors: Readonly<Record<ApplicationStatus, 'default' | 'blue' | 'gold' | 'purple' | 'green' | 'red'>> = {
  new: 'default',
  submitted: 'blue',
  interviewing: 'gold',
  offer: 'purple',
  accepted: 'green',
  refused: 'red',
};
