// The link to an application named after its title (and its company), for the pages of the dated actions that
// know only its id: the route table hands it to them, since that feature never imports this one. The
// application is asked for unless cached; until it comes, or if it cannot, the link keeps a generic name.
import { Typography } from 'antd';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { jobApplicationPath } from '../../app/paths';
import { GenericApplicationLink, type RenderApplicationLink } from '../datedActions';
import { jobApplicationNeeded, selectJobApplication } from './jobApplicationsSlice';

export function ApplicationTitleLink({ applicationId }: { readonly applicationId: string }) {
  const dispatch = useAppDispatch();
  const application = useAppSelector((state) => selectJobApplication(state, applicationId));

  useEffect(() => {
    dispatch(jobApplicationNeeded({ id: applicationId }));
  }, [dispatch, applicationId]);

  if (application === undefined) return <GenericApplicationLink applicationId={applicationId} />;
  return (
    <>
      <Link to={jobApplicationPath(applicationId)} data-testid="dated-action-application">
        {application.title}
      </Link>
      {application.company === null ? null : (
        <Typography.Text type="secondary" data-testid="dated-action-company">
          {' · '}
          {application.company.name}
        </Typography.Text>
      )}
    </>
  );
}

export const renderApplicationTitleLink: RenderApplicationLink = (applicationId) => <ApplicationTitleLink applicationId={applicationId} />;
