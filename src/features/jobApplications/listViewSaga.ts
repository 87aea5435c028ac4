// The list's order and tag filter: the order of the view chosen, asked for whenever the view changes, the list
// page opens, the interface's language changes (titles sort by its alphabet) or the channel joins again, and
// again shortly after a change pushed by the server could move an application in it; the tags of the
// account, once the list has loaded, and again after a change.
import { call, debounce, put, select, takeLatest } from 'typed-redux-saga';
import { accountLocaleAdopted, localeChosen, selectLocale } from '../../i18n/localeSlice';
import { loadList } from '../../common/listLoadSaga';
import { channelRejoined, liveRequest, pushOf, requestErrorOf } from '../connection';
import { jobApplicationsListOpened } from './jobApplicationsSlice';
import {
  isDefaultListView,
  listOrderRefreshNeeded,
  listViewChosen,
  orderFailed,
  orderLoaded,
  orderStarted,
  selectApplicationTags,
  selectListView,
  tagsFailed,
  tagsLoaded,
  tagsStarted,
} from './listViewSlice';

/**
 * How long after a pushed change the order and tags are asked for again: a burst of changes (an import, another
 * device's edits) costs one request, and a single change shows in its place within half a second.
 */
export const LIST_VIEW_REFRESH_DELAY_MS = 400;

/** The order of the view chosen; nothing for the default one, which is the creation dates' order. */
export function* loadOrder() {
  const view = yield* select(selectListView);
  if (isDefaultListView(view)) return;
  const locale = yield* select(selectLocale);
  yield* loadList({
    started: orderStarted,
    loaded: orderLoaded,
    failed: orderFailed,
    request: function* () {
      const params = { sort: view.sort, direction: view.direction, locale, ...(view.tag === null ? {} : { tags: [view.tag] }) };
      const ids = yield* liveRequest('job_application.list_order', params);
      return { view, ids };
    },
    errorOf: requestErrorOf,
  });
}

export function* loadTags() {
  yield* loadList({
    started: tagsStarted,
    loaded: tagsLoaded,
    failed: tagsFailed,
    request: () => liveRequest('job_application.list_tags', {}),
    errorOf: requestErrorOf,
  });
}

/** Pushes that can move an application in an order, or change the tags: applications and their dated actions. */
const changesThatMoveRows = pushOf(
  'created_job_application',
  'updated_job_application',
  'deleted_job_application',
  'created_action',
  'updated_action',
  'deleted_action',
);

/** After changes: the order, when a view other than the default is shown, and the tags, when they were loaded. */
function* refreshAfterChanges() {
  if (!isDefaultListView(yield* select(selectListView))) yield* put(listOrderRefreshNeeded());
  yield* call(refreshTagsIfLoaded);
}

function* refreshTagsIfLoaded() {
  if ((yield* select(selectApplicationTags)).lastUpdated !== null) yield* call(loadTags);
}

export function* watchListView() {
  yield* takeLatest(
    [
      listViewChosen.match,
      listOrderRefreshNeeded.match,
      jobApplicationsListOpened.match,
      localeChosen.match,
      accountLocaleAdopted.match,
      channelRejoined.match,
    ],
    loadOrder,
  );
  yield* takeLatest(channelRejoined.match, refreshTagsIfLoaded);
  yield* debounce(LIST_VIEW_REFRESH_DELAY_MS, changesThatMoveRows, refreshAfterChanges);
}
