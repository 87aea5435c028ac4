// A company's applications on its page, newest first, each a link to its page (drawn by the applications'
// feature, which the route passes in: companies know nothing of how an application is shown).
import { Empty, List, Skeleton, Typography } from 'antd';
import { useEffect, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { RequestErrorAlert } from '../../common/components/RequestErrorAlert';
import { companyApplicationsNeeded, selectCompanyApplications } from './companiesSlice';
import { companyApplicationsMessages } from './pageMessages';

export type RenderApplicationLink = (applicationId: string) => ReactNode;

export function CompanyApplications({ companyId, renderApplicationLink }: { readonly companyId: string; readonly renderApplicationLink: RenderApplicationLink }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const applications = useAppSelector((state) => selectCompanyApplications(state, companyId));

  useEffect(() => {
    dispatch(companyApplicationsNeeded({ id: companyId }));
  }, [dispatch, companyId]);

  const ids = applications === undefined || applications.status === 'failed' ? null : applications.ids;
  return (
    <section aria-labelledby="company-applications-heading" data-testid="company-applications">
      <Typography.Title level={2} id="company-applications-heading" style={{ fontSize: 'var(--app-font-size-heading4, 20px)' }}>
        {intl.formatMessage(companyApplicationsMessages.title)}
      </Typography.Title>
      {applications?.status === 'failed' ? (
        <RequestErrorAlert error={applications.error} onRetry={() => dispatch(companyApplicationsNeeded({ id: companyId }))} testId="company-applications-error" />
      ) : ids === null ? (
        <div role="status" aria-label={intl.formatMessage(companyApplicationsMessages.loading)}>
          <Skeleton active title={false} paragraph={{ rows: 2 }} />
        </div>
      ) : ids.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={intl.formatMessage(companyApplicationsMessages.empty)} data-testid="company-applications-empty" />
      ) : (
        <List
          size="small"
          dataSource={[...ids]}
          rowKey={(id) => id}
          renderItem={(id) => (
            <List.Item data-testid="company-application">
              {/* One item of the row, which would otherwise spread the title and what follows it apart. */}
              <span>{renderApplicationLink(id)}</span>
            </List.Item>
          )}
        />
      )}
    </section>
  );
}
