// The layout of the pages open to anyone (signing in, signing up, confirming, resetting, a login link), inside
// the frame: the notice of a deleted account, shown on the page the user lands on once signed out. Nothing here
// needs antd, so /login downloads none of it; the open pages drawn with antd bring it with their code (routes.tsx).
import { Outlet } from 'react-router';
import { AccountDeletedNotice } from '../features/account';

export function PublicLayout() {
  return (
    <>
      <AccountDeletedNotice />
      <Outlet />
    </>
  );
}
