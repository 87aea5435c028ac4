// The companies cache: each company uninitialized (absent), loading or loaded, and the list the forms choose
// from (`company.list`), kept sorted by name.
import { createAction, createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Company } from '../../../contract';
import { joinRefused } from '../connection';
import { failedList, loadedList, loadingList, uninitializedList, type CacheEntry, type ListState } from '../../common/entityCache';
import type { RequestError } from '../../common/requestError';
import { accountChanged, signedOut } from '../session';

export interface CompaniesState {
  readonly items: Readonly<Record<string, CacheEntry<Company>>>;
  readonly failures: Readonly<Record<string, RequestError>>;
  /** Company ids, by name. */
  readonly list: ListState<readonly string[]>;
}

export const initialCompaniesState: CompaniesState = { items: {}, failures: {}, list: uninitializedList() };

const byName = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });

function sortedIds(items: Readonly<Record<string, CacheEntry<Company>>>, ids: Iterable<string>): string[] {
  const nameOf = (id: string) => {
    const entry = items[id];
    return entry?.status === 'loaded' ? entry.data.name : '';
  };
  return [...new Set(ids)].sort((a, b) => byName.compare(nameOf(a), nameOf(b)) || (a < b ? -1 : 1));
}

function withoutKey<T>(record: Readonly<Record<string, T>>, key: string): Record<string, T> {
  const { [key]: _removed, ...rest } = record;
  return rest;
}

export const companiesSlice = createSlice({
  name: 'companies',
  initialState: initialCompaniesState,
  reducers: {
    companyFetchStarted(state, action: PayloadAction<{ id: string }>) {
      const { id } = action.payload;
      return { ...state, items: { ...state.items, [id]: { status: 'loading' } }, failures: withoutKey(state.failures, id) };
    },
    /** A company's data arrived: a fetch, a creation, or the server's `created_company` push. */
    companyLoaded(state, action: PayloadAction<{ data: Company; lastUpdated: number }>) {
      const { data, lastUpdated } = action.payload;
      const items = { ...state.items, [data.id]: { status: 'loaded', data, lastUpdated } as const };
      const { list } = state;
      return {
        items,
        failures: withoutKey(state.failures, data.id),
        list: list.data === null ? list : { ...list, data: sortedIds(items, [...list.data, data.id]) },
      };
    },
    /** The loading placeholder goes, as for applications. */
    companyFetchFailed(state, action: PayloadAction<{ id: string; error: RequestError }>) {
      const { id, error } = action.payload;
      return { ...state, items: withoutKey(state.items, id), failures: { ...state.failures, [id]: error } };
    },
    companyListStarted(state) {
      return { ...state, list: loadingList(state.list) };
    },
    companyListLoaded(state, action: PayloadAction<{ data: readonly Company[]; lastUpdated: number }>) {
      const { data, lastUpdated } = action.payload;
      const items = { ...state.items };
      for (const company of data) items[company.id] = { status: 'loaded', data: company, lastUpdated };
      return { ...state, items, list: loadedList(sortedIds(items, data.map((company) => company.id)), lastUpdated) };
    },
    companyListFailed(state, action: PayloadAction<RequestError>) {
      return { ...state, list: failedList(state.list, action.payload) };
    },
  },
  extraReducers: (builder) => {
    builder.addCase(signedOut, () => initialCompaniesState).addCase(joinRefused, () => initialCompaniesState);
    builder.addCase(accountChanged, () => initialCompaniesState);
  },
  selectors: {
    selectCompanyEntry: (state, id: string) => state.items[id],
    selectCompany: (state, id: string) => {
      const entry = state.items[id];
      return entry?.status === 'loaded' ? entry.data : undefined;
    },
    selectCompanyFailure: (state, id: string) => state.failures[id],
    selectCompanyListState: (state) => state.list,
  },
});

export const {
  companyFetchStarted,
  companyLoaded,
  companyFetchFailed,
  companyListStarted,
  companyListLoaded,
  companyListFailed,
} = companiesSlice.actions;

export const { selectCompanyEntry, selectCompany, selectCompanyFailure, selectCompanyListState } = companiesSlice.selectors;

const selectCompaniesState = (state: { readonly companies: CompaniesState }) => state.companies;

/** Names that only differ in case (or surrounding spaces) name one company; accents still tell them apart. */
const sameName = new Intl.Collator(undefined, { sensitivity: 'accent' });

/** A cached company with this name, if any. */
export function selectCompanyNamed(state: { readonly companies: CompaniesState }, name: string): Company | undefined {
  const wanted = name.trim();
  for (const entry of Object.values(state.companies.items)) {
    if (entry.status === 'loaded' && sameName.compare(entry.data.name.trim(), wanted) === 0) return entry.data;
  }
  return undefined;
}

/** The listed companies, by name (empty until the list is loaded). */
export const selectCompanyList = createSelector([selectCompaniesState], (state): Company[] =>
  (state.list.data ?? []).flatMap((id) => {
    const entry = state.items[id];
    return entry?.status === 'loaded' ? [entry.data] : [];
  }),
);

// Events the pages dispatch.

/** A page shows this company: it is fetched unless it is loaded or loading. */
export const companyNeeded = createAction<{ id: string }>('companies/needed');
/** A form offers the companies to choose from: the list is loaded unless it is loaded or loading. */
export const companyListNeeded = createAction('companies/listNeeded');
