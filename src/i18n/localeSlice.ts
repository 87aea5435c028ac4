import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_LOCALE, type Locale } from './locales';

export interface LocaleState {
  /** The language the interface is shown in. The account's server-side locale lives in the session. */
  readonly current: Locale;
}

const initialState: LocaleState = { current: DEFAULT_LOCALE };

export const localeSlice = createSlice({
  name: 'locale',
  initialState,
  reducers: {
    /** The user picked a language in the switch. */
    localeChosen(state, action: PayloadAction<Locale>) {
      state.current = action.payload;
    },
  },
  selectors: {
    selectLocale: (state) => state.current,
  },
});

export const { localeChosen } = localeSlice.actions;
export const { selectLocale } = localeSlice.selectors;
