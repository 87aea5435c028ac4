// What an application's arrival or departure updates, whichever saga learnt of it (a fetch, a creation, an edit,
// a deletion, a push): the cache, and what other features keep about the application.
import { put } from 'typed-redux-saga';
import type { JobApplication } from '../../../contract';
import { applicationDatedActionsDiscarded, applicationSummaryChanged } from '../datedActions';
import { jobApplicationLoaded, jobApplicationRemoved } from './jobApplicationsSlice';

/** An application arrived (fetched, created, edited or pushed): the cache and what names it take it. */
export function* applicationLoaded(data: JobApplication, lastUpdated: number) {
  yield* put(jobApplicationLoaded({ data, lastUpdated }));
  yield* put(applicationSummaryChanged({ id: data.id, title: data.title, company: data.company }));
}

/** An application is gone (deleted here or elsewhere, or found missing): its dated actions go with it. */
export function* applicationGone(id: string) {
  yield* put(jobApplicationRemoved({ id }));
  yield* put(applicationDatedActionsDiscarded({ applicationId: id }));
}
