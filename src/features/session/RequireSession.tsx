// The route guard of spec section 2, around every page but the open account pages (sign-in, sign-up, the
// confirmation and reset pages). It waits for the saved session to be read from storage at start; a visitor
// who is not connected has storage read again (another tab may have signed in since) and is sent to /login
// only if no session is there either; a connected account whose accepted terms differ from the current ones
// goes to /terms_review. Both redirects remember the page asked for, to return to it afterwards.
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { paths } from '../../app/paths';
import { Spinner } from '../../common/components/Spinner';
import { sessionMessages } from './messages';
import { returnLocationOf, type AccountNavigationState } from './navigationState';
import {
  guardedPageOpenedSignedOut,
  selectIsConnected,
  selectMustReviewTerms,
  selectSavedSessionChecked,
  selectSavedSessionReadForPage,
} from './sessionSlice';

export interface RequireSessionProps {
  /** The terms review page itself needs a session, but must open while the terms wait for acceptance. */
  readonly allowPendingTerms?: boolean;
}

export function RequireSession({ allowPendingTerms = false }: RequireSessionProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const location = useLocation();
  const checked = useAppSelector(selectSavedSessionChecked);
  const connected = useAppSelector(selectIsConnected);
  const mustReviewTerms = useAppSelector(selectMustReviewTerms);
  // Storage is read again once for each page reached while not connected, before deciding.
  const readForPage = useAppSelector(selectSavedSessionReadForPage);
  const mustLookAgain = checked && !connected && readForPage !== location.key;

  useEffect(() => {
    if (mustLookAgain) dispatch(guardedPageOpenedSignedOut(location.key));
  }, [mustLookAgain, location.key, dispatch]);

  if (!checked || mustLookAgain) {
    return (
      <div className="app-centered" data-testid="session-check">
        <Spinner size="large" label={intl.formatMessage(sessionMessages.checkingSession)} />
      </div>
    );
  }
  if (!connected) {
    const state: AccountNavigationState = { from: returnLocationOf(location) };
    return <Navigate to={paths.login} replace state={state} />;
  }
  if (mustReviewTerms && !allowPendingTerms) {
    // A page reached through the guard keeps its original destination.
    const state: AccountNavigationState = { from: returnLocationOf(location) };
    return <Navigate to={paths.termsReview} replace state={state} />;
  }
  return <Outlet />;
}
