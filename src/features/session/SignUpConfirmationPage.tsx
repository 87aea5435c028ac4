import { PageTitle } from '../../common/components/PageTitle';
import { sessionMessages } from './messages';

export function SignUpConfirmationPage() {
  return <PageTitle message={sessionMessages.signUpConfirmationTitle} />;
}
