// How the list of applications is ordered and narrowed by tag, which the server works out over every application
// of the account (`job_application.list_order`), and the tags the account uses for the tag filter
// (`job_application.list_tags`). The default view, newest first and every tag, is the creation dates' own order
// (jobApplicationsSlice): it needs no request of its own, so the first screen of the list never waits for one.
import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ApplicationSortKey, ApplicationTagCount, SortDirection } from '../../../contract';
import { joinRefused } from '../connection';
import { accountChanged, signedOut } from '../session';
import { uninitializedList, type ListState } from '../../common/entityCache';
import { listLoadReducersFor } from '../../common/listLoadReducers';
import { jobApplicationRemoved } from './jobApplicationsSlice';

export interface ListView {
  readonly sort: ApplicationSortKey;
  readonly direction: SortDirection;
  /** Only the applications holding this tag; null: every application. */
  readonly tag: string | null;
}

export const DEFAULT_LIST_VIEW: ListView = { sort: 'created', direction: 'desc', tag: null };

export function isDefaultListView(view: ListView): boolean {
  return view.sort === DEFAULT_LIST_VIEW.sort && view.direction === DEFAULT_LIST_VIEW.direction && view.tag === null;
}

export function sameListView(a: ListView, b: ListView): boolean {
  return a.sort === b.sort && a.direction === b.direction && a.tag === b.tag;
}

/** The ids the server ordered, and the view they were ordered for. */
export interface ListOrder {
  readonly view: ListView;
  readonly ids: readonly string[];
}

export interface ListViewState {
  readonly view: ListView;
  /** The order of the last view that is not the default one; kept while another is on its way. */
  readonly order: ListState<ListOrder>;
  readonly tags: ListState<readonly ApplicationTagCount[]>;
}

const initialListViewState: ListViewState = { view: DEFAULT_LIST_VIEW, order: uninitializedList(), tags: uninitializedList() };

const lists = listLoadReducersFor<ListViewState>();

export const listViewSlice = createSlice({
  name: 'applicationListView',
  initialState: initialListViewState,
  reducers: {
    /** The list's sort or tag filter changed; the saga asks the server for the order unless it is the default. */
    listViewChosen(state, action: PayloadAction<ListView>) {
      state.view = action.payload;
    },
    // An answer for a view left since (a refresh that crossed a change of view) does not replace the order of
    // the view shown; pages show an order only for the view it was made for.
    ...lists.list('order', 'order', (data: ListOrder, state) =>
      state.order.data === null || sameListView(data.view, state.view) ? data : state.order.data,
    ),
    ...lists.list('tags', 'tags', (data: readonly ApplicationTagCount[]) => [...data]),
  },
  extraReducers: (builder) => {
    // An application gone leaves the order at once; the order asked for again after its push agrees.
    builder.addCase(jobApplicationRemoved, (state, action) => {
      const order = state.order.data;
      if (order !== null) state.order.data = { ...order, ids: order.ids.filter((id) => id !== action.payload.id) };
    });
    // Another account's data must never outlive its session; its view goes with it.
    builder.addCase(signedOut, () => initialListViewState).addCase(joinRefused, () => initialListViewState);
    builder.addCase(accountChanged, () => initialListViewState);
  },
  selectors: {
    selectListView: (state) => state.view,
    selectListOrder: (state) => state.order,
    selectApplicationTags: (state) => state.tags,
  },
});

export const { listViewChosen, orderStarted, orderLoaded, orderFailed, tagsStarted, tagsLoaded, tagsFailed } = listViewSlice.actions;
/** Changes that may move applications in the order were pushed: the order of the view shown is asked for again. */
export const listOrderRefreshNeeded = createAction('applicationListView/orderRefreshNeeded');

export const { selectListView, selectListOrder, selectApplicationTags } = listViewSlice.selectors;
