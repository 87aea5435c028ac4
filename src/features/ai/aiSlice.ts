// AI products: the products on offer (price, what they need, whether the AI answers), the account's responses
// (all of them newest first, and those of each application and each file), and the generation started from
// each application's AI tab: its uuid, the text written so far (`ai_response_progress` pushes), then the
// response or the failure. Kept current by `created_ai_response` pushes in every tab.
import { createAction, createSelector, createSlice, type Draft, type PayloadAction } from '@reduxjs/toolkit';
import type { AiProduct, AiProductName, AiResponse, Locale } from '../../../contract';
import { byNewestFirst, uninitializedList, type CacheEntry, type ListState } from '../../common/entityCache';
import { listLoadReducersFor } from '../../common/listLoadReducers';
import type { OperationState } from '../../common/operationState';
import type { RequestError } from '../../common/requestError';
import { joinRefused } from '../connection';
import { accountChanged, signedOut } from '../session';

/** A generation asked for from an application's AI tab, as an operation with its uuid and its text so far. */
export interface GenerationState extends OperationState {
  /** The uuid of its `ai.use_ai_product` request, which the progress pushes name. */
  readonly uuid: string;
  readonly productName: AiProductName;
  /** The text written so far while submitting; the response's text once succeeded. */
  readonly text: string;
  /** The response, once succeeded. */
  readonly responseId: string | null;
}

export interface AiState {
  /** `ai.list_products`, in the server's order. */
  readonly products: ListState<readonly AiProduct[]>;
  /** Every response this tab has seen, by id. */
  readonly items: Readonly<Record<string, CacheEntry<AiResponse>>>;
  /** The account's response ids, newest first (`ai.list_responses`). */
  readonly all: ListState<readonly string[]>;
  /** Each application's response ids, newest first. */
  readonly byApplication: Readonly<Record<string, ListState<readonly string[]>>>;
  /** The ids of the responses made from each file, newest first. */
  readonly byFile: Readonly<Record<string, ListState<readonly string[]>>>;
  /**
   * The responses opened by their own address (`ai.get_response`), by id: the id once it came. Only those that
   * were not in `items` already are asked for; a failure stays here for the page to tell.
   */
  readonly opened: Readonly<Record<string, ListState<string>>>;
  /** The latest generation asked for from each application's AI tab, by application id. */
  readonly generations: Readonly<Record<string, GenerationState>>;
}

export const initialAiState: AiState = {
  products: uninitializedList(),
  items: {},
  all: uninitializedList(),
  byApplication: {},
  byFile: {},
  opened: {},
  generations: {},
};

function createdOf(items: AiState['items'], id: string): string {
  const entry = items[id];
  return entry?.status === 'loaded' ? entry.data.created : '';
}

/** A loaded list with `id` added (newest first); a list not loaded yet stays as it is (its load brings it). */
function withId(list: ListState<readonly string[]>, items: AiState['items'], id: string): ListState<string[]> {
  if (list.data === null) return { ...list, data: null };
  const ids = [...new Set([...list.data, id])];
  return { ...list, data: ids.sort((a, b) => byNewestFirst({ created: createdOf(items, a) }, { created: createdOf(items, b) })) };
}

/** A response's data: its entry, and its place in the loaded lists it belongs to. */
function cacheResponse(state: Draft<AiState>, response: AiResponse, lastUpdated: number): void {
  state.items[response.id] = { status: 'loaded', data: response, lastUpdated };
  state.all = withId(state.all, state.items, response.id);
  for (const { id } of response.job_applications) {
    const list = state.byApplication[id];
    if (list !== undefined) state.byApplication[id] = withId(list, state.items, response.id);
  }
  for (const { id } of response.files) {
    const list = state.byFile[id];
    if (list !== undefined) state.byFile[id] = withId(list, state.items, response.id);
  }
}

function cacheList(state: Draft<AiState>, data: readonly AiResponse[], lastUpdated: number): string[] {
  for (const response of data) state.items[response.id] = { status: 'loaded', data: response, lastUpdated };
  return data.map((response) => response.id);
}

function generationOf(state: Draft<AiState>, uuid: string): Draft<GenerationState> | undefined {
  return Object.values(state.generations).find((generation) => generation.uuid === uuid);
}

/** The loads of the products and of the response lists: `productsStarted`, `responsesLoaded`... */
const lists = listLoadReducersFor<AiState>();

/** The list of an application or file never asked for: one value, so selectors return the same one each time. */
const NOT_LOADED: ListState<readonly string[]> = uninitializedList();
const NOT_OPENED: ListState<string> = uninitializedList();

export const aiSlice = createSlice({
  name: 'ai',
  initialState: initialAiState,
  reducers: {
    ...lists.list('products', 'products', (data: readonly AiProduct[]) => [...data]),
    ...lists.list('responses', 'all', (data: readonly AiResponse[], state, lastUpdated) => cacheList(state, data, lastUpdated)),
    ...lists.keyedList('applicationResponses', 'byApplication', 'applicationId', (data: readonly AiResponse[], state, lastUpdated) =>
      cacheList(state, data, lastUpdated),
    ),
    ...lists.keyedList('fileResponses', 'byFile', 'fileId', (data: readonly AiResponse[], state, lastUpdated) => cacheList(state, data, lastUpdated)),
    // A response is never changed once written (only its links go with what they named), so one asked for
    // alone is kept like any other, without joining the lists: those that hold it got it with their load.
    ...lists.keyedList('openedResponse', 'opened', 'responseId', (data: AiResponse, state, lastUpdated) => {
      state.items[data.id] = { status: 'loaded', data, lastUpdated };
      return data.id;
    }),
    /** A response arrived whole: a `created_ai_response` push (from this tab's generation or another's). */
    responseCreated(state, action: PayloadAction<{ data: AiResponse; lastUpdated: number }>) {
      cacheResponse(state, action.payload.data, action.payload.lastUpdated);
    },
    /** A deleted application: its responses stay, without their link to it. */
    applicationDeleted(state, action: PayloadAction<{ applicationId: string }>) {
      const { applicationId } = action.payload;
      delete state.byApplication[applicationId];
      delete state.generations[applicationId];
      for (const entry of Object.values(state.items)) {
        if (entry.status === 'loaded' && entry.data.job_applications.some(({ id }) => id === applicationId)) {
          entry.data.job_applications = entry.data.job_applications.filter(({ id }) => id !== applicationId);
        }
      }
    },
    /** A deleted file: the responses made from it stay, without their link to it. */
    fileDeleted(state, action: PayloadAction<{ fileId: string }>) {
      const { fileId } = action.payload;
      delete state.byFile[fileId];
      for (const entry of Object.values(state.items)) {
        if (entry.status === 'loaded' && entry.data.files.some(({ id }) => id === fileId)) {
          entry.data.files = entry.data.files.filter(({ id }) => id !== fileId);
        }
      }
    },
    generationStarted(state, action: PayloadAction<{ applicationId: string; uuid: string; productName: AiProductName }>) {
      const { applicationId, uuid, productName } = action.payload;
      state.generations[applicationId] = { status: 'submitting', error: null, uuid, productName, text: '', responseId: null };
    },
    /** An `ai_response_progress` push: the whole text so far of the generation with that uuid, if it still runs. */
    generationProgressed(state, action: PayloadAction<{ uuid: string; text: string }>) {
      const generation = generationOf(state, action.payload.uuid);
      if (generation?.status === 'submitting') generation.text = action.payload.text;
    },
    /** The answer of `ai.use_ai_product`: the response replaces the text so far, and joins the lists. */
    generationSucceeded(state, action: PayloadAction<{ uuid: string; response: AiResponse; lastUpdated: number }>) {
      const { uuid, response, lastUpdated } = action.payload;
      cacheResponse(state, response, lastUpdated);
      const generation = generationOf(state, uuid);
      if (generation !== undefined) {
        Object.assign(generation, { status: 'succeeded', error: null, text: response.text, responseId: response.id });
      }
    },
    generationFailed(state, action: PayloadAction<{ uuid: string; error: RequestError }>) {
      const generation = generationOf(state, action.payload.uuid);
      if (generation !== undefined) Object.assign(generation, { status: 'failed', error: action.payload.error });
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(signedOut, () => initialAiState)
      .addCase(joinRefused, () => initialAiState)
      .addCase(accountChanged, () => initialAiState);
  },
  selectors: {
    selectAiProducts: (state) => state.products,
    selectAllResponsesState: (state) => state.all,
    selectApplicationResponsesState: (state, applicationId: string) => state.byApplication[applicationId] ?? NOT_LOADED,
    selectFileResponsesState: (state, fileId: string) => state.byFile[fileId] ?? NOT_LOADED,
    selectResponse: (state, responseId: string): AiResponse | undefined => {
      const entry = state.items[responseId];
      return entry?.status === 'loaded' ? entry.data : undefined;
    },
    selectOpenedResponseState: (state, responseId: string) => state.opened[responseId] ?? NOT_OPENED,
    selectGeneration: (state, applicationId: string): GenerationState | undefined => state.generations[applicationId],
    selectLoadedApplicationResponseListIds: (state) =>
      Object.entries(state.byApplication)
        .filter(([, list]) => list.lastUpdated !== null)
        .map(([applicationId]) => applicationId),
    selectLoadedFileResponseListIds: (state) =>
      Object.entries(state.byFile)
        .filter(([, list]) => list.lastUpdated !== null)
        .map(([fileId]) => fileId),
  },
});

export const {
  productsStarted,
  productsLoaded,
  productsFailed,
  responsesStarted,
  responsesLoaded,
  responsesFailed,
  applicationResponsesStarted,
  applicationResponsesLoaded,
  applicationResponsesFailed,
  fileResponsesStarted,
  fileResponsesLoaded,
  fileResponsesFailed,
  openedResponseStarted,
  openedResponseLoaded,
  openedResponseFailed,
  responseCreated,
  applicationDeleted,
  fileDeleted,
  generationStarted,
  generationProgressed,
  generationSucceeded,
  generationFailed,
} = aiSlice.actions;

export const {
  selectAiProducts,
  selectAllResponsesState,
  selectApplicationResponsesState,
  selectFileResponsesState,
  selectResponse,
  selectOpenedResponseState,
  selectGeneration,
  selectLoadedApplicationResponseListIds,
  selectLoadedFileResponseListIds,
} = aiSlice.selectors;

const selectAiState = (state: { readonly ai: AiState }) => state.ai;

function loadedResponses(state: AiState, ids: readonly string[] | null): AiResponse[] {
  return (ids ?? []).flatMap((id) => {
    const entry = state.items[id];
    return entry?.status === 'loaded' ? [entry.data] : [];
  });
}

/** The account's responses, newest first (empty until loaded). */
export const selectAllResponses = createSelector([selectAiState], (state) => loadedResponses(state, state.all.data));

/** An application's responses, newest first (empty until loaded). */
export const selectApplicationResponses = createSelector(
  [selectAiState, (_state: { readonly ai: AiState }, applicationId: string) => applicationId],
  (state, applicationId) => loadedResponses(state, state.byApplication[applicationId]?.data ?? null),
);

/** The responses made from a file, newest first (empty until loaded). */
export const selectFileResponses = createSelector(
  [selectAiState, (_state: { readonly ai: AiState }, fileId: string) => fileId],
  (state, fileId) => loadedResponses(state, state.byFile[fileId]?.data ?? null),
);

// Events the pages dispatch.

/** An application's AI tab opened: the products (their prices and availability now) and its responses. */
export const aiTabOpened = createAction<{ applicationId: string }>('ai/tabOpened');
/** The products' list failed and Retry was pressed. */
export const productsNeeded = createAction('ai/productsNeeded');
/** A page shows the account's responses: loaded unless loaded or loading. */
export const responsesNeeded = createAction('ai/responsesNeeded');
export const applicationResponsesNeeded = createAction<{ applicationId: string }>('ai/applicationResponsesNeeded');
export const fileResponsesNeeded = createAction<{ fileId: string }>('ai/fileResponsesNeeded');
/** A response's own page opened (or its retry was pressed): asked for unless this tab has it. */
export const responseOpened = createAction<{ responseId: string }>('ai/responseOpened');

export interface GenerationRequest {
  readonly applicationId: string;
  readonly productId: string;
  readonly productName: AiProductName;
  /** The resume to use, or null for none. */
  readonly resumeId: string | null;
  /** The language to write in: the interface's. */
  readonly locale: Locale;
}

/** Generate was pressed on a product card. */
export const generationRequested = createAction<GenerationRequest>('ai/generationRequested');
