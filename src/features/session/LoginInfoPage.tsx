// `/login/{login_info}`: signs in with the session the link carries, then opens the applications list; a
// link that does not hold a valid session leads to the sign-in page, which says so.
import { useEffect, useMemo } from 'react';
import { Navigate, useParams } from 'react-router';
import { paths } from '../../app/paths';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectLocale } from '../../i18n/localeSlice';
import { parseLoginInfo } from './loginInfo';
import { signedIn } from './sessionSlice';

export interface SignInPageState {
  readonly loginInfoInvalid?: boolean;
}

export function LoginInfoPage() {
  const { loginInfo = '' } = useParams();
  const locale = useAppSelector(selectLocale);
  const dispatch = useAppDispatch();
  const session = useMemo(() => parseLoginInfo(loginInfo), [loginInfo]);

  useEffect(() => {
    if (session !== null) dispatch(signedIn({ ...session, locale }));
  }, [dispatch, session, locale]);

  if (session === null) {
    const state: SignInPageState = { loginInfoInvalid: true };
    return <Navigate to={paths.login} replace state={state} />;
  }
  return <Navigate to={paths.home} replace />;
}
