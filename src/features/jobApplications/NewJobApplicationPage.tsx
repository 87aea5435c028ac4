// /new_job_application: the empty form that creates an application.
import { Typography } from 'antd';
import { useIntl } from 'react-intl';
import { PageTitle } from '../../common/components/PageTitle';
import { NewApplicationForm } from './NewApplicationForm';
import { fieldMessages, jobApplicationsMessages } from './messages';

export function NewJobApplicationPage() {
  const intl = useIntl();
  return (
    <>
      <PageTitle message={jobApplicationsMessages.newTitle} />
      <Typography.Paragraph type="secondary">{intl.formatMessage(fieldMessages.newIntro)}</Typography.Paragraph>
      <NewApplicationForm />
    </>
  );
}
