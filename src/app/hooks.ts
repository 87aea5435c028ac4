import { useDispatch, useSelector, useStore } from 'react-redux';
import type { AppDispatch, AppStore, RootState } from './store';

// Typed once here so components never repeat the store's types.
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
/** For a callback that reads the state when it runs rather than at render (a drag's announcements). */
export const useAppStore = useStore.withTypes<AppStore>();
