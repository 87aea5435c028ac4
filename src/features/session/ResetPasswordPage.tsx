import { PageTitle } from '../../common/components/PageTitle';
import { sessionMessages } from './messages';

export function ResetPasswordPage() {
  return <PageTitle message={sessionMessages.resetPasswordTitle} />;
}
