// `/login/{login_info}`: signs in with the session the link carries, then opens the applications list; a
// link that does not hold a valid session leads to the sign-in page, which says so.
import { useEffect, useMemo } from 'react';
import { Navigate, useParams } from 'react-router';
import { paths } from '../../app/paths';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { parseLoginInfo } from './loginInfo';
import type { AccountNavigationState } from './navigationState';
import { loginInfoOpened, selectToken } from './sessionSlice';

export function LoginInfoPage() {
  const { loginInfo = '' } = useParams();
  const dispatch = useAppDispatch();
  const session = useMemo(() => parseLoginInfo(loginInfo), [loginInfo]);
  const token = useAppSelector(selectToken);

  useEffect(() => {
    // The link does not say the account's locale. The session saga signs in with it, as another account
    // if one was signed in (whose data then goes).
    if (session !== null) dispatch(loginInfoOpened({ ...session, locale: null }));
  }, [dispatch, session]);

  if (session === null) {
    const state: AccountNavigationState = { loginInfoInvalid: true };
    return <Navigate to={paths.login} replace state={state} />;
  }
  // Leaves once the store holds the link's session, so the route guard of the next page finds it.
  return token === session.token ? <Navigate to={paths.home} replace /> : null;
}
