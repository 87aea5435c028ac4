// `/login/{login_info}`: signs in with the session the link carries, then opens the applications list; a
// link that does not hold a valid session leads to the sign-in page, which says so.
import { useEffect, useMemo } from 'react';
import { Navigate, useParams } from 'react-router';
import { paths } from '../../app/paths';
import { useAppDispatch } from '../../app/hooks';
import { parseLoginInfo } from './loginInfo';
import { signedIn } from './sessionSlice';

export interface SignInPageState {
  readonly loginInfoInvalid?: boolean;
}

export function LoginInfoPage() {
  const { loginInfo = '' } = useParams();
  const dispatch = useAppDispatch();
  const session = useMemo(() => parseLoginInfo(loginInfo), [loginInfo]);

  useEffect(() => {
    // The link does not say the account's locale: the session saga sends the interface language once joined.
    if (session !== null) dispatch(signedIn({ ...session, locale: null }));
  }, [dispatch, session]);

  if (session === null) {
    const state: SignInPageState = { loginInfoInvalid: true };
    return <Navigate to={paths.login} replace state={state} />;
  }
  return <Navigate to={paths.home} replace />;
}
