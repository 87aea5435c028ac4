import { PageTitle } from '../../common/components/PageTitle';
import { sessionMessages } from './messages';

export function TermsReviewPage() {
  return <PageTitle message={sessionMessages.termsReviewTitle} />;
}
