import { PageTitle } from '../../common/components/PageTitle';
import { sessionMessages } from './messages';

export function SignUpPage() {
  return <PageTitle message={sessionMessages.signUpTitle} />;
}
