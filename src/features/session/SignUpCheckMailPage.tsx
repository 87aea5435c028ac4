import { PageTitle } from '../../common/components/PageTitle';
import { sessionMessages } from './messages';

export function SignUpCheckMailPage() {
  return <PageTitle message={sessionMessages.signUpCheckMailTitle} />;
}
