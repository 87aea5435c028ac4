import { PageTitle } from '../../common/components/PageTitle';
import { jobApplicationsMessages } from './messages';

export function JobApplicationsPage() {
  return <PageTitle message={jobApplicationsMessages.listTitle} />;
}
