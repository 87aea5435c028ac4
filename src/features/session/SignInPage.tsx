import { PageTitle } from '../../common/components/PageTitle';
import { sessionMessages } from './messages';

export function SignInPage() {
  return <PageTitle message={sessionMessages.signInTitle} />;
}
