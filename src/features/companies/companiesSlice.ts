// The companies cache: each company uninitialized (absent), loading or loaded, and the list the forms choose
// from (`company.list`), kept sorted by name.
import { createAction, createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Company } from '../../../contract';
import { joinRefused } from '../connection';
import { uninitializedList, type CacheEntry, type ListState } from '../../common/entityCache';
import { listLoadReducersFor } from '../../common/listLoadReducers';
import { madeOnFirstUse } from '../../common/madeOnFirstUse';
import type { RequestError } from '../../common/requestError';
import { accountChanged, signedOut } from '../session';

export interface CompaniesState {
  readonly items: Readonly<Record<string, CacheEntry<Company>>>;
  readonly failures: Readonly<Record<string, RequestError>>;
  /** Company ids, by name. */
  readonly list: ListState<readonly string[]>;
}

export const initialCompaniesState: CompaniesState = { items: {}, failures: {}, list: uninitializedList() };

const byName = madeOnFirstUse(() => new Intl.Collator(undefined, { sensitivity: 'base', numeric: true }));

function sortedIds(items: Readonly<Record<string, CacheEntry<Company>>>, ids: Iterable<string>): string[] {
  const nameOf = (id: string) => {
    const entry = items[id];
    return entry?.status === 'loaded' ? entry.data.name : '';
  };
  return [...new Set(ids)].sort((a, b) => byName().compare(nameOf(a), nameOf(b)) || (a < b ? -1 : 1));
}

export const companiesSlice = createSlice({
  name: 'companies',
  initialState: initialCompaniesState,
  // Immer drafts: each reducer changes what it names and leaves the rest of the state as it was.
  reducers: {
    companyFetchStarted(state, action: PayloadAction<{ id: string }>) {
      const { id } = action.payload;
      state.items[id] = { status: 'loading' };
      delete state.failures[id];
    },
    /** A company's data arrived: a fetch, a creation, or the server's `created_company` push. */
    companyLoaded(state, action: PayloadAction<{ data: Company; lastUpdated: number }>) {
      const { data, lastUpdated } = action.payload;
      state.items[data.id] = { status: 'loaded', data, lastUpdated };
      delete state.failures[data.id];
      if (state.list.data !== null) state.list.data = sortedIds(state.items, [...state.list.data, data.id]);
    },
    /** The loading placeholder goes, as for applications. */
    companyFetchFailed(state, action: PayloadAction<{ id: string; error: RequestError }>) {
      const { id, error } = action.payload;
      delete state.items[id];
      state.failures[id] = error;
    },
    ...listLoadReducersFor<CompaniesState>().list('companyList', 'list', (data: readonly Company[], state, lastUpdated) => {
      for (const company of data) state.items[company.id] = { status: 'loaded', data: company, lastUpdated };
      return sortedIds(state.items, data.map((company) => company.id));
    }),
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
const sameName = madeOnFirstUse(() => new Intl.Collator(undefined, { sensitivity: 'accent' }));

/** A cached company with this name, if any. */
export function selectCompanyNamed(state: { readonly companies: CompaniesState }, name: string): Company | undefined {
  const wanted = name.trim();
  for (const entry of Object.values(state.companies.items)) {
    if (entry.status === 'loaded' && sameName().compare(entry.data.name.trim(), wanted) === 0) return entry.data;
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
