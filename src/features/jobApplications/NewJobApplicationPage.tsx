import { PageTitle } from '../../common/components/PageTitle';
import { jobApplicationsMessages } from './messages';

export function NewJobApplicationPage() {
  return <PageTitle message={jobApplicationsMessages.newTitle} />;
}
