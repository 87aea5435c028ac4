import { PageTitle } from '../../common/components/PageTitle';
import { sessionMessages } from './messages';

export function ResetPasswordConfirmationPage() {
  return <PageTitle message={sessionMessages.resetPasswordConfirmationTitle} />;
}
