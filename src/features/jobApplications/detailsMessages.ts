// The messages of an application's details beyond the spec (location, remote, salary, source, deadline, tags,
// archived): the details tab, the forms and the list.
import { defineMessage, defineMessages } from 'react-intl';

export const detailsMessages = defineMessages({
  noneInArchiveFilter: {
    id: 'jobApplications.list.noneInArchiveFilter',
    defaultMessage: 'No job application here: the others are under another choice of the archive filter.',
    description: 'Shown on the list when every application is hidden by the archive filter',
  },
  archiveFilterLabel: {
    id: 'jobApplications.list.archiveFilterLabel',
    defaultMessage: 'Filter by archiving',
    description: 'Accessible name of the filter of the list page that shows current or archived applications',
  },
  archiveFilterCurrent: {
    id: 'jobApplications.list.archiveFilter.current',
    defaultMessage: 'Current applications',
    description: 'Option of the archive filter: the applications not archived (the default)',
  },
  archiveFilterArchived: {
    id: 'jobApplications.list.archiveFilter.archived',
    defaultMessage: 'Archived applications',
    description: 'Option of the archive filter: the archived applications only',
  },
  archiveFilterAll: {
    id: 'jobApplications.list.archiveFilter.all',
    defaultMessage: 'Archived or not',
    description: 'Option of the archive filter: every application',
  },
  importButton: {
    id: 'jobApplications.list.importButton',
    defaultMessage: 'Import CSV',
    description: 'Button of the list that leads to the page importing applications from a CSV file',
  },
  exportButton: {
    id: 'jobApplications.list.exportButton',
    defaultMessage: 'Export CSV',
    description: 'Button of the list page that downloads every application of the account as a CSV file',
  },
  tab: {
    id: 'jobApplications.details.tab',
    defaultMessage: 'Details',
    description: 'Tab of the application page with the location, salary, source, deadline and tags',
  },
  sectionTitle: {
    id: 'jobApplications.details.sectionTitle',
    defaultMessage: 'Details',
    description: 'Heading of the details part of the new application form',
  },
  location: {
    id: 'jobApplications.details.location',
    defaultMessage: 'Location',
    description: 'Label of the place of the job',
  },
  remote: {
    id: 'jobApplications.details.remote',
    defaultMessage: 'Remote work',
    description: 'Label of how remote the job is',
  },
  remoteOnsite: {
    id: 'jobApplications.details.remote.onsite',
    defaultMessage: 'On site',
    description: 'The job is done on site',
  },
  remoteHybrid: {
    id: 'jobApplications.details.remote.hybrid',
    defaultMessage: 'Hybrid',
    description: 'The job is partly remote',
  },
  remoteRemote: {
    id: 'jobApplications.details.remote.remote',
    defaultMessage: 'Fully remote',
    description: 'The job is done remotely',
  },
  salary: {
    id: 'jobApplications.details.salary',
    defaultMessage: 'Salary',
    description: 'Label of the salary range',
  },
  salaryMin: {
    id: 'jobApplications.details.salaryMin',
    defaultMessage: 'Lowest salary',
    description: 'Label of the low end of the salary range',
  },
  salaryMax: {
    id: 'jobApplications.details.salaryMax',
    defaultMessage: 'Highest salary',
    description: 'Label of the high end of the salary range',
  },
  currency: {
    id: 'jobApplications.details.currency',
    defaultMessage: 'Currency',
    description: 'Label of the currency of the salary',
  },
  period: {
    id: 'jobApplications.details.period',
    defaultMessage: 'Paid per',
    description: 'Label of the period a salary is counted by',
  },
  periodYear: {
    id: 'jobApplications.details.period.year',
    defaultMessage: 'Year',
    description: 'Salary period: a year',
  },
  periodMonth: {
    id: 'jobApplications.details.period.month',
    defaultMessage: 'Month',
    description: 'Salary period: a month',
  },
  periodDay: {
    id: 'jobApplications.details.period.day',
    defaultMessage: 'Day',
    description: 'Salary period: a day',
  },
  periodHour: {
    id: 'jobApplications.details.period.hour',
    defaultMessage: 'Hour',
    description: 'Salary period: an hour',
  },
  source: {
    id: 'jobApplications.details.source',
    defaultMessage: 'Source',
    description: 'Label of where the job was found',
  },
  sourcePlaceholder: {
    id: 'jobApplications.details.sourcePlaceholder',
    defaultMessage: 'LinkedIn, a referral, the company’s site…',
    description: 'Placeholder of the source field',
  },
  deadline: {
    id: 'jobApplications.details.deadline',
    defaultMessage: 'Deadline',
    description: 'Label of the date by which to apply',
  },
  tags: {
    id: 'jobApplications.details.tags',
    defaultMessage: 'Tags',
    description: 'Label of the tags of an application',
  },
  tagsPlaceholder: {
    id: 'jobApplications.details.tagsPlaceholder',
    defaultMessage: 'Type a tag, then Enter',
    description: 'Placeholder of the tags field',
  },
  archived: {
    id: 'jobApplications.details.archived',
    defaultMessage: 'Archived',
    description: 'Label of the switch that archives an application',
  },
  notSet: {
    id: 'jobApplications.details.notSet',
    defaultMessage: 'Not set',
    description: 'Shown for a detail that was not given',
  },
  salaryOrder: {
    id: 'jobApplications.details.salaryOrder',
    defaultMessage: 'The highest salary cannot be below the lowest.',
    description: 'Error under the highest salary when it is below the lowest',
  },
  listLabel: {
    id: 'jobApplications.details.listLabel',
    defaultMessage: 'Details of the application',
    description: 'Accessible name of the list of details on the application page',
  },
  columnSalary: {
    id: 'jobApplications.list.columnSalary',
    defaultMessage: 'Salary',
    description: 'Header of the column with the salaries',
  },
  columnDeadline: {
    id: 'jobApplications.list.columnDeadline',
    defaultMessage: 'Deadline',
    description: 'Header of the column with the deadlines',
  },
  yes: {
    id: 'jobApplications.details.yes',
    defaultMessage: 'Yes',
    description: 'A yes/no detail that is on',
  },
  no: {
    id: 'jobApplications.details.no',
    defaultMessage: 'No',
    description: 'A yes/no detail that is off',
  },
});

export const salaryPerYearMessage = defineMessage<{ amount: string }>({
  id: 'jobApplications.details.perYear',
  defaultMessage: '{amount} a year',
  description: 'A salary paid by the year; amount is the formatted amount or range',
});

export const salaryPerMonthMessage = defineMessage<{ amount: string }>({
  id: 'jobApplications.details.perMonth',
  defaultMessage: '{amount} a month',
  description: 'A salary paid by the month',
});

export const salaryPerDayMessage = defineMessage<{ amount: string }>({
  id: 'jobApplications.details.perDay',
  defaultMessage: '{amount} a day',
  description: 'A salary paid by the day',
});

export const salaryPerHourMessage = defineMessage<{ amount: string }>({
  id: 'jobApplications.details.perHour',
  defaultMessage: '{amount} an hour',
  description: 'A salary paid by the hour',
});

export const salaryFromMessage = defineMessage<{ amount: string }>({
  id: 'jobApplications.details.salaryFrom',
  defaultMessage: 'from {amount}',
  description: 'A salary with only its lowest amount known',
});

export const salaryUpToMessage = defineMessage<{ amount: string }>({
  id: 'jobApplications.details.salaryUpTo',
  defaultMessage: 'up to {amount}',
  description: 'A salary with only its highest amount known',
});

export const detailTooLongMessage = defineMessage<{ max: number }>({
  id: 'jobApplications.details.tooLong',
  defaultMessage: 'At most {max} characters.',
  description: 'Error under a detail that is too long',
});

export const tagLengthMessage = defineMessage<{ max: number }>({
  id: 'jobApplications.details.tagLength',
  defaultMessage: 'Each tag has 1 to {max} characters.',
  description: 'Error under the tags when one is too long',
});

export const tagsMaxMessage = defineMessage<{ max: number }>({
  id: 'jobApplications.details.tagsMax',
  defaultMessage: 'At most {max} tags.',
  description: 'Error under the tags when there are too many',
});

export const cardDeadlineMessage = defineMessage<{ date: string }>({
  id: 'jobApplications.list.cardDeadline',
  defaultMessage: 'Deadline: {date}',
  description: 'The deadline on an application card of a phone',
});

export const deadlinePassedMessage = defineMessage<{ date: string }>({
  id: 'jobApplications.details.deadlinePassed',
  defaultMessage: '{date} (passed)',
  description: 'A deadline whose day is over; date is the formatted date',
});
