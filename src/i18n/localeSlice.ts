import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_LOCALE, type Locale } from './locales';

export interface LocaleState {
  /** The language the interface is shown in. The account's server-side locale lives in the session. */
  readonly current: Locale;
  /**
   * True when the user picked `current` with the language switch (in this visit, or in an earlier one kept in
   * storage): only such a choice is sent to the account after a sign-in. Absent or false when the language
   * was detected from the browser or taken from the account. Optional so that a start-up state (the detected
   * language) needs name only the language.
   */
  readonly chosen?: boolean;
}

const initialState: LocaleState = { current: DEFAULT_LOCALE };

export const localeSlice = createSlice({
  name: 'locale',
  initialState,
  reducers: {
    /** The user picked a language in the switch. */
    localeChosen(_state, action: PayloadAction<Locale>) {
      return { current: action.payload, chosen: true };
    },
    /** At start, storage showed that the user had picked the language the interface starts in. */
    localeChoiceRestored(state) {
      return { ...state, chosen: true };
    },
    /** After a sign-in without a language chosen, the interface takes the account's language. */
    accountLocaleAdopted(_state, action: PayloadAction<Locale>) {
      return { current: action.payload, chosen: false };
    },
    /**
     * The storage that kept the choice was cleared (a sign-out, a refused session): the interface keeps its
     * language on screen, but the next sign-in takes the account's rather than overwriting it.
     */
    localeChoiceForgotten(state) {
      return { ...state, chosen: false };
    },
  },
  selectors: {
    selectLocale: (state) => state.current,
    selectLocaleChosen: (state) => state.chosen === true,
  },
});

export const { localeChosen, localeChoiceRestored, accountLocaleAdopted, localeChoiceForgotten } = localeSlice.actions;
export const { selectLocale, selectLocaleChosen } = localeSlice.selectors;
