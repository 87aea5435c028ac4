import { PageTitle } from '../../common/components/PageTitle';
import { jobApplicationsMessages } from './messages';

export function JobApplicationPage() {
  return <PageTitle message={jobApplicationsMessages.detailTitle} />;
}
