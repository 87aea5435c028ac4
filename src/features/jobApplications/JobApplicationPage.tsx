// /job_applications/{id}: one application, its title and offer link (editable), its deletion, and its tabs.
// An unknown id, or another account's, shows a not-found result (the server answers both alike).
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import EditOutlined from '@ant-design/icons/EditOutlined';
import { Button, Flex, Form, Input, Popconfirm, Result, Skeleton, Space, Tabs, Typography } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { httpUrlSchema, idSchema, type JobApplication } from '../../../contract';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { companyPath, paths } from '../../app/paths';
import { PageTitle, pageHeadingStyle } from '../../common/components/PageTitle';
import { TitleWithActions } from '../../common/components/TitleWithActions';
import { AiTab, renderResponsesForFile } from '../ai';
import { CompanyWithLogo } from '../companies';
import { ContactsSection } from '../contacts';
import { ApplicationDatedActions } from '../datedActions';
import { ApplicationFilesTab } from '../files';
import { titleRules, urlRules } from './jobApplicationRules';
import {
  editFormOpened,
  jobApplicationDeletionConfirmed,
  jobApplicationEditSubmitted,
  jobApplicationNeeded,
  selectApplicationStatus,
  selectDeletion,
  selectJobApplicationEntry,
  selectJobApplicationFailure,
  selectUpdate,
} from './jobApplicationsSlice';
import { ArchivedTag } from './ArchivedTag';
import { CompanyTab } from './CompanyTab';
import { DetailsTab } from './DetailsTab';
import { detailsMessages } from './detailsMessages';
import { LongTextTab } from './LongTextTab';
import { EditFormFooter } from './EditFormFooter';
import { detailMessages, fieldMessages, jobApplicationsMessages } from './messages';
import { RequestErrorAlert } from '../../common/components/RequestErrorAlert';
import { StatusTag } from './StatusTag';
import { FollowUpNudge } from './FollowUpNudge';
import { useDocumentTitle } from '../../common/useDocumentTitle';

export const TAB_KEYS = ['actions', 'details', 'files', 'company', 'contacts', 'notes', 'job_description', 'ai'] as const;
export type TabKey = (typeof TAB_KEYS)[number];

function isTabKey(value: string | null): value is TabKey {
  return value !== null && (TAB_KEYS as readonly string[]).includes(value);
}

/** Failures that mean "there is no such application for this account". */
const NOT_FOUND_CODES: ReadonlySet<string> = new Set(['not_found', 'invalid_params']);

export function JobApplicationPage() {
  const { id = '' } = useParams();
  // A malformed id cannot name an application: no need to ask the server.
  return idSchema.safeParse(id).success ? <JobApplicationView key={id} id={id} /> : <NotFound />;
}

function JobApplicationView({ id }: { readonly id: string }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const entry = useAppSelector((state) => selectJobApplicationEntry(state, id));
  const failure = useAppSelector((state) => selectJobApplicationFailure(state, id));
  const deletion = useAppSelector((state) => selectDeletion(state, id));
  const navigate = useNavigate();
  // Only a deletion confirmed here goes back to the list; one made in another tab shows the deleted result.
  const deletedHere = useRef(false);

  useEffect(() => {
    dispatch(jobApplicationNeeded({ id }));
  }, [dispatch, id]);

  useEffect(() => {
    if (deletedHere.current && deletion.status === 'succeeded') {
      deletedHere.current = false;
      void navigate(paths.jobApplications, { replace: true });
    }
  }, [deletion.status, navigate]);

  useDocumentTitle(entry?.status === 'loaded' ? entry.data.title : intl.formatMessage(jobApplicationsMessages.detailTitle));

  if (entry?.status === 'loaded') {
    return (
      <LoadedApplication
        application={entry.data}
        onDeleteConfirmed={() => {
          deletedHere.current = true;
        }}
      />
    );
  }
  if (deletion.status === 'succeeded') {
    return (
      <Result
        status="info"
        title={intl.formatMessage(detailMessages.deletedTitle)}
        extra={<BackToList />}
        data-testid="job-application-deleted"
      />
    );
  }
  if (entry === undefined && failure !== undefined) {
    if (NOT_FOUND_CODES.has(failure.code)) return <NotFound />;
    return (
      <RequestErrorAlert
        error={failure}
        testId="job-application-error"
        onRetry={() => {
          dispatch(jobApplicationNeeded({ id }));
        }}
      />
    );
  }
  return (
    <>
      <PageTitle message={jobApplicationsMessages.detailTitle} />
      <div role="status" aria-label={intl.formatMessage(detailMessages.loading)} data-testid="job-application-loading">
        <Skeleton active title paragraph={{ rows: 2 }} />
        <Skeleton active paragraph={{ rows: 6 }} />
      </div>
    </>
  );
}


function BackToList() {
  const intl = useIntl();
  return (
    <Link to={paths.jobApplications} data-testid="back-to-list">
      {intl.formatMessage(detailMessages.backToList)}
    </Link>
  );
}

function NotFound() {
  const intl = useIntl();
  return (
    <Result
      status="404"
      title={intl.formatMessage(detailMessages.notFoundTitle)}
      subTitle={intl.formatMessage(detailMessages.notFoundExplanation)}
      extra={<BackToList />}
      data-testid="job-application-not-found"
    />
  );
}

interface LoadedApplicationProps {
  readonly application: JobApplication;
  readonly onDeleteConfirmed: () => void;
}

function LoadedApplication({ application, onDeleteConfirmed }: LoadedApplicationProps) {
  const intl = useIntl();
  const [searchParams, setSearchParams] = useSearchParams();
  const requestedTab = searchParams.get('tab');
  const activeTab: TabKey = isTabKey(requestedTab) ? requestedTab : 'actions';

  const { id, company_id: companyId } = application;
  // One object while the application and its company stay, so the tab's list of contacts is not worked out again.
  const contactScope = useMemo(() => ({ kind: 'application' as const, id, companyId }), [id, companyId]);
  const label = (key: TabKey, text: string) => <span data-testid={`tab-${key}`}>{text}</span>;
  const tabs = [
    {
      key: 'actions',
      label: label('actions', intl.formatMessage(detailMessages.tabActions)),
      children: <ApplicationDatedActions applicationId={application.id} />,
    },
    {
      key: 'details',
      label: label('details', intl.formatMessage(detailsMessages.tab)),
      children: <DetailsTab application={application} />,
    },
    {
      key: 'files',
      label: label('files', intl.formatMessage(detailMessages.tabFiles)),
      children: <ApplicationFilesTab applicationId={application.id} filePreviewExtra={renderResponsesForFile} />,
    },
    {
      key: 'company',
      label: label('company', intl.formatMessage(detailMessages.tabCompany)),
      children: <CompanyTab application={application} />,
    },
    {
      key: 'contacts',
      label: label('contacts', intl.formatMessage(detailMessages.tabContacts)),
      children: <ContactsSection scope={contactScope} headingLevel={2} />,
    },
    {
      key: 'notes',
      label: label('notes', intl.formatMessage(detailMessages.tabNotes)),
      children: <LongTextTab application={application} field="notes" />,
    },
    {
      key: 'job_description',
      label: label('job_description', intl.formatMessage(detailMessages.tabJobDescription)),
      children: <LongTextTab application={application} field="job_description" />,
    },
    {
      key: 'ai',
      label: label('ai', intl.formatMessage(detailMessages.tabAi)),
      children: <AiTab applicationId={application.id} />,
    },
  ];

  return (
    <>
      <ApplicationHeader application={application} onDeleteConfirmed={onDeleteConfirmed} />
      <Tabs
        activeKey={activeTab}
        onChange={(key) => {
          // The tab is part of the address, so a reload or a shared link opens the same one.
          setSearchParams(key === 'actions' ? {} : { tab: key }, { replace: true });
        }}
        items={tabs}
        destroyOnHidden
        aria-label={intl.formatMessage(detailMessages.tabsLabel)}
      />
    </>
  );
}

interface HeaderValues {
  readonly title: string;
  readonly url: string;
}

function ApplicationHeader({ application, onDeleteConfirmed }: LoadedApplicationProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { id } = application;
  const update = useAppSelector((state) => selectUpdate(state, id, 'header'));
  const status = useAppSelector((state) => selectApplicationStatus(state, id));
  const [editRequested, setEditRequested] = useState(false);
  // Edit mode ends by itself once the change is saved.
  const editing = editRequested && update.status !== 'succeeded';

  const startEditing = () => {
    dispatch(editFormOpened({ id, form: 'header' }));
    setEditRequested(true);
  };

  const save = (values: HeaderValues) => {
    const changes = {
      ...(values.title !== application.title ? { title: values.title } : {}),
      ...(values.url !== application.url ? { url: values.url } : {}),
    };
    if (Object.keys(changes).length === 0) {
      setEditRequested(false);
      return;
    }
    dispatch(jobApplicationEditSubmitted({ id, form: 'header', changes }));
  };

  if (editing) {
    const submitting = update.status === 'submitting';
    return (
      <Form<HeaderValues>
        layout="vertical"
        initialValues={{ title: application.title, url: application.url }}
        onFinish={save}
        disabled={submitting}
        style={{ maxWidth: '48rem', marginBottom: 24 }}
        data-testid="job-application-header-form"
      >
        <Form.Item name="title" label={intl.formatMessage(fieldMessages.title)} required rules={titleRules(intl)}>
          <Input data-testid="job-application-title-input" autoComplete="off" autoFocus />
        </Form.Item>
        <Form.Item name="url" label={intl.formatMessage(fieldMessages.url)} required rules={urlRules(intl)}>
          <Input data-testid="job-application-url-input" inputMode="url" autoComplete="url" />
        </Form.Item>
        <EditFormFooter
          update={update}
          saveTestId="job-application-save"
          errorTestId="job-application-save-error"
          onCancel={() => {
            setEditRequested(false);
          }}
        />
      </Form>
    );
  }

  return (
    <TitleWithActions
      actions={
        <Space wrap>
          <Button icon={<EditOutlined />} onClick={startEditing} data-testid="job-application-edit">
            {intl.formatMessage(detailMessages.edit)}
          </Button>
          <DeleteButton id={id} onConfirmed={onDeleteConfirmed} />
        </Space>
      }
    >
      <Flex vertical gap={4}>
        <Flex align="center" gap="small" wrap>
          {/* The page's one h1: the application is what the page is about. */}
          <Typography.Title level={1} style={{ ...pageHeadingStyle, margin: 0 }} data-testid="job-application-title">
            {application.title}
          </Typography.Title>
          {status === undefined ? null : <StatusTag status={status} />}
          {application.archived ? <ArchivedTag /> : null}
          <FollowUpNudge id={application.id} />
        </Flex>
        <OfferLink url={application.url} />
        {application.company === null ? null : (
          <Link to={companyPath(application.company.id)} data-testid="job-application-company">
            <CompanyWithLogo id={application.company.id} name={application.company.name} logoSize={32} />
          </Link>
        )}
      </Flex>
    </TitleWithActions>
  );
}

/** The offer's address as a link that opens apart from the app; anything but http(s) stays plain text. */
function OfferLink({ url }: { readonly url: string }) {
  if (!httpUrlSchema.safeParse(url).success) {
    return <Typography.Text data-testid="job-application-url">{url}</Typography.Text>;
  }
  return (
    <Typography.Link href={url} target="_blank" rel="noopener noreferrer" data-testid="job-application-url" style={{ wordBreak: 'break-all' }}>
      {url}
    </Typography.Link>
  );
}

function DeleteButton({ id, onConfirmed }: { readonly id: string; readonly onConfirmed: () => void }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const deletion = useAppSelector((state) => selectDeletion(state, id));

  return (
    <Flex vertical gap={4} align="end">
      <Popconfirm
        title={intl.formatMessage(detailMessages.deleteConfirmTitle)}
        description={intl.formatMessage(detailMessages.deleteConfirmDescription)}
        okText={intl.formatMessage(detailMessages.deleteConfirmOk)}
        cancelText={intl.formatMessage(detailMessages.cancel)}
        okButtonProps={{ danger: true, 'data-testid': 'job-application-delete-confirm' }}
        onConfirm={() => {
          onConfirmed();
          dispatch(jobApplicationDeletionConfirmed({ id }));
        }}
      >
        <Button danger icon={<DeleteOutlined />} loading={deletion.status === 'submitting'} data-testid="job-application-delete">
          {intl.formatMessage(detailMessages.delete)}
        </Button>
      </Popconfirm>
      {deletion.status === 'failed' && deletion.error !== null ? (
        <RequestErrorAlert error={deletion.error} testId="job-application-delete-error" />
      ) : null}
    </Flex>
  );
}
