// The messages of the list's order and tag filter.
import { defineMessage, defineMessages, type MessageDescriptor } from 'react-intl';
import type { ApplicationSortKey, SortDirection } from '../../../contract';

export const listViewMessages = defineMessages({
  sortLabel: {
    id: 'jobApplications.list.sortLabel',
    defaultMessage: 'Sort by',
    description: 'Accessible name of the select that orders the list of applications',
  },
  tagFilterLabel: {
    id: 'jobApplications.list.tagFilterLabel',
    defaultMessage: 'Filter by tag',
    description: 'Accessible name of the select that keeps the applications holding one tag',
  },
  allTags: {
    id: 'jobApplications.list.allTags',
    defaultMessage: 'All tags',
    description: 'Option of the tag filter: every application, whatever its tags (the default)',
  },
  noneWithTag: {
    id: 'jobApplications.list.noneWithTag',
    defaultMessage: 'No job application here holds this tag.',
    description: 'Shown on the list when the tag filter (with the other filters) leaves no application',
  },
});

export const tagOptionMessage = defineMessage<{ tag: string; count: number }>({
  id: 'jobApplications.list.tagOption',
  defaultMessage: '{tag} ({count, number})',
  description: 'Option of the tag filter: a tag and how many applications hold it',
});

/** Each order the list offers, key and direction, with its name as the select shows it. */
export const SORT_OPTION_MESSAGES: readonly { sort: ApplicationSortKey; direction: SortDirection; message: MessageDescriptor }[] = [
  {
    sort: 'created',
    direction: 'desc',
    message: defineMessage({ id: 'jobApplications.list.sort.createdDesc', defaultMessage: 'Newest first', description: 'Order of the list: by creation, newest first (the default)' }),
  },
  {
    sort: 'created',
    direction: 'asc',
    message: defineMessage({ id: 'jobApplications.list.sort.createdAsc', defaultMessage: 'Oldest first', description: 'Order of the list: by creation, oldest first' }),
  },
  {
    sort: 'updated',
    direction: 'desc',
    message: defineMessage({ id: 'jobApplications.list.sort.updatedDesc', defaultMessage: 'Recently changed', description: 'Order of the list: by last change, latest first' }),
  },
  {
    sort: 'updated',
    direction: 'asc',
    message: defineMessage({ id: 'jobApplications.list.sort.updatedAsc', defaultMessage: 'Least recently changed', description: 'Order of the list: by last change, oldest first' }),
  },
  {
    sort: 'title',
    direction: 'asc',
    message: defineMessage({ id: 'jobApplications.list.sort.titleAsc', defaultMessage: 'Title, A to Z', description: 'Order of the list: by title, alphabetically' }),
  },
  {
    sort: 'title',
    direction: 'desc',
    message: defineMessage({ id: 'jobApplications.list.sort.titleDesc', defaultMessage: 'Title, Z to A', description: 'Order of the list: by title, reverse alphabetical' }),
  },
  {
    sort: 'company',
    direction: 'asc',
    message: defineMessage({ id: 'jobApplications.list.sort.companyAsc', defaultMessage: 'Company, A to Z', description: 'Order of the list: by company name, alphabetically' }),
  },
  {
    sort: 'company',
    direction: 'desc',
    message: defineMessage({ id: 'jobApplications.list.sort.companyDesc', defaultMessage: 'Company, Z to A', description: 'Order of the list: by company name, reverse alphabetical' }),
  },
  {
    sort: 'status',
    direction: 'asc',
    message: defineMessage({ id: 'jobApplications.list.sort.statusAsc', defaultMessage: 'Status, earliest stage first', description: 'Order of the list: by status, from new to refused' }),
  },
  {
    sort: 'status',
    direction: 'desc',
    message: defineMessage({ id: 'jobApplications.list.sort.statusDesc', defaultMessage: 'Status, latest stage first', description: 'Order of the list: by status, from refused to new' }),
  },
  {
    sort: 'deadline',
    direction: 'asc',
    message: defineMessage({ id: 'jobApplications.list.sort.deadlineAsc', defaultMessage: 'Deadline, soonest first', description: 'Order of the list: by deadline, soonest first; those without one last' }),
  },
  {
    sort: 'deadline',
    direction: 'desc',
    message: defineMessage({ id: 'jobApplications.list.sort.deadlineDesc', defaultMessage: 'Deadline, latest first', description: 'Order of the list: by deadline, latest first; those without one last' }),
  },
];
