// The companies cache: each company uninitialized (absent), loading or loaded, and the list the forms and the
// companies page choose from (`company.list`), kept sorted by name; where the page's changes stand (create,
// update, delete and logo, by key), and the progress of a logo on its way.
import { createAction, createSelector, createSlice, type Draft, type PayloadAction } from '@reduxjs/toolkit';
import type { Company } from '../../../contract';
import { joinRefused } from '../connection';
import { uninitializedList, type CacheEntry, type ListState } from '../../common/entityCache';
import { listLoadReducersFor } from '../../common/listLoadReducers';
import { madeOnFirstUse } from '../../common/madeOnFirstUse';
import { dismissOperation, keyedOperationReducers, type OperationsByKey } from '../../common/operationState';
import type { RequestError } from '../../common/requestError';
import { accountChanged, signedOut } from '../session';

export interface CompaniesState {
  readonly items: Readonly<Record<string, CacheEntry<Company>>>;
  readonly failures: Readonly<Record<string, RequestError>>;
  /** Company ids, by name. */
  readonly list: ListState<readonly string[]>;
  /** By key: `create`, `update/{id}`, `delete/{id}`, `logo/{id}` (an upload or a removal). */
  readonly operations: OperationsByKey;
  /** Bytes of each company's logo sent so far, while one is on its way. */
  readonly logoUploads: Readonly<Record<string, { readonly loaded: number; readonly total: number }>>;
  /**
   * How many times each company came again after it was first loaded. A logo keeps its path when replaced, so
   * the images shown are cached under the path and this count (logoImagePath): a company heard again is
   * drawn from its images fetched again, never from a replaced one.
   */
  readonly versions: Readonly<Record<string, number>>;
  /** Companies deleted since sign-in, here or in another tab: their page says so rather than wait. */
  readonly removed: Readonly<Record<string, true>>;
  /** Each company's applications, newest first, as its page last asked for them. */
  readonly applications: Readonly<Record<string, CompanyApplications>>;
}

export type CompanyApplications =
  | { readonly status: 'loading'; readonly ids: readonly string[] | null }
  | { readonly status: 'loaded'; readonly ids: readonly string[] }
  | { readonly status: 'failed'; readonly error: RequestError };

export const initialCompaniesState: CompaniesState = { items: {}, failures: {}, list: uninitializedList(), operations: {}, logoUploads: {}, versions: {}, removed: {}, applications: {} };

/** Keys of the companies page's operations. */
export const companyOperationKeys = {
  create: 'create',
  update: (id: string) => `update/${id}`,
  delete: (id: string) => `delete/${id}`,
  logo: (id: string) => `logo/${id}`,
} as const;

const byName = madeOnFirstUse(() => new Intl.Collator(undefined, { sensitivity: 'base', numeric: true }));

function sortedIds(items: Readonly<Record<string, CacheEntry<Company>>>, ids: Iterable<string>): string[] {
  const nameOf = (id: string) => {
    const entry = items[id];
    return entry?.status === 'loaded' ? entry.data.name : '';
  };
  return [...new Set(ids)].sort((a, b) => byName().compare(nameOf(a), nameOf(b)) || (a < b ? -1 : 1));
}

function countNewVersion(state: Draft<CompaniesState>, id: string): void {
  if (state.items[id]?.status === 'loaded') state.versions[id] = (state.versions[id] ?? 0) + 1;
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
      countNewVersion(state, data.id);
      state.items[data.id] = { status: 'loaded', data, lastUpdated };
      delete state.failures[data.id];
      if (state.list.data !== null) state.list.data = sortedIds(state.items, [...state.list.data, data.id]);
    },
    /** The company was deleted, here or in another tab (`deleted_company`). */
    companyRemoved(state, action: PayloadAction<{ id: string }>) {
      const { id } = action.payload;
      delete state.items[id];
      delete state.failures[id];
      state.removed[id] = true;
      if (state.list.data !== null) state.list.data = state.list.data.filter((listed) => listed !== id);
    },
    ...keyedOperationReducers<RequestError>(),
    companyOperationDismissed(state, action: PayloadAction<{ key: string }>) {
      dismissOperation(state, action.payload.key);
    },
    logoUploadProgressed(state, action: PayloadAction<{ id: string; loaded: number; total: number }>) {
      const { id, loaded, total } = action.payload;
      state.logoUploads[id] = { loaded, total };
    },
    logoUploadEnded(state, action: PayloadAction<{ id: string }>) {
      delete state.logoUploads[action.payload.id];
    },
    companyApplicationsStarted(state, action: PayloadAction<{ id: string }>) {
      const { id } = action.payload;
      const known = state.applications[id];
      state.applications[id] = { status: 'loading', ids: known?.status === 'loaded' ? [...known.ids] : null };
    },
    companyApplicationsLoaded(state, action: PayloadAction<{ id: string; ids: readonly string[] }>) {
      state.applications[action.payload.id] = { status: 'loaded', ids: [...action.payload.ids] };
    },
    companyApplicationsFailed(state, action: PayloadAction<{ id: string; error: RequestError }>) {
      state.applications[action.payload.id] = { status: 'failed', error: action.payload.error };
    },
    /** The loading placeholder goes, as for applications. */
    companyFetchFailed(state, action: PayloadAction<{ id: string; error: RequestError }>) {
      const { id, error } = action.payload;
      delete state.items[id];
      state.failures[id] = error;
    },
    ...listLoadReducersFor<CompaniesState>().list('companyList', 'list', (data: readonly Company[], state, lastUpdated) => {
      for (const company of data) {
        countNewVersion(state, company.id);
        state.items[company.id] = { status: 'loaded', data: company, lastUpdated };
      }
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
    selectCompanyOperations: (state) => state.operations,
    selectLogoUpload: (state, id: string) => state.logoUploads[id],
    selectCompanyVersion: (state, id: string) => state.versions[id] ?? 0,
    selectCompanyApplications: (state, id: string) => state.applications[id],
    selectShownCompanyApplications: (state) => Object.keys(state.applications),
    selectCompanyRemoved: (state, id: string) => state.removed[id] === true,
  },
});

export const {
  companyFetchStarted,
  companyLoaded,
  companyFetchFailed,
  companyListStarted,
  companyListLoaded,
  companyListFailed,
  companyRemoved,
  operationStarted: companyOperationStarted,
  operationSucceeded: companyOperationSucceeded,
  operationFailed: companyOperationFailed,
  companyOperationDismissed,
  logoUploadProgressed,
  logoUploadEnded,
  companyApplicationsStarted,
  companyApplicationsLoaded,
  companyApplicationsFailed,
} = companiesSlice.actions;

export const { selectCompanyEntry, selectCompany, selectCompanyFailure, selectCompanyListState, selectCompanyOperations, selectLogoUpload, selectCompanyVersion, selectCompanyApplications, selectShownCompanyApplications, selectCompanyRemoved } =
  companiesSlice.selectors;

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

/** The companies page creates a company (POST /api/companies). */
export const companyCreateRequested = createAction<{ name: string; url: string | null; notes: string }>('companies/createRequested');
/** The company page saves its form: only the fields that changed. */
export const companyUpdateRequested = createAction<{ id: string; changes: { name?: string; url?: string | null; notes?: string } }>(
  'companies/updateRequested',
);
/** Deleting was confirmed. */
export const companyDeleteRequested = createAction<{ id: string }>('companies/deleteRequested');
/** A PNG or JPEG was picked as the company's logo. */
export const companyLogoUploadRequested = createAction<{ id: string; file: File }>('companies/logoUploadRequested');
/** Removing the logo was confirmed. */
export const companyLogoRemoveRequested = createAction<{ id: string }>('companies/logoRemoveRequested');
/** A company's page shows its applications: asked for each time the page opens, and after pushes meanwhile. */
export const companyApplicationsNeeded = createAction<{ id: string }>('companies/applicationsNeeded');
