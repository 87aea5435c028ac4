// The Details tab: where the job is, how remote, the salary, where it was found, the deadline, the tags and
// whether the application is archived; and their edit, which sends only what changed.
import EditOutlined from '@ant-design/icons/EditOutlined';
import { Button, Descriptions, Flex, Form, Tag, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { JobApplication } from '../../../contract';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { ApplicationDetailsFields, detailsFormValues, detailsOfForm, type DetailsChanges, type DetailsFormValues } from './ApplicationDetailsFields';
import { formatDeadline, formatSalary } from './applicationDetailsFormat';
import { detailsMessages } from './detailsMessages';
import { editFormOpened, jobApplicationEditSubmitted, selectUpdate } from './jobApplicationsSlice';
import { EditFormFooter } from './EditFormFooter';
import { detailMessages } from './messages';

const REMOTE_MESSAGES = {
  onsite: detailsMessages.remoteOnsite,
  hybrid: detailsMessages.remoteHybrid,
  remote: detailsMessages.remoteRemote,
} as const;

/** The details the form changed, compared with the application's (tags in order). */
function changedDetails(application: JobApplication, details: DetailsChanges): Partial<DetailsChanges> {
  return Object.fromEntries(
    Object.entries(details).filter(([key, value]) => JSON.stringify(value) !== JSON.stringify(application[key as keyof DetailsChanges])),
  );
}

export function DetailsTab({ application }: { readonly application: JobApplication }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const update = useAppSelector((state) => selectUpdate(state, application.id, 'details'));
  const [editRequested, setEditRequested] = useState(false);
  // Edit mode ends by itself once the details are saved.
  const editing = editRequested && update.status !== 'succeeded';

  if (editing) {
    const submitting = update.status === 'submitting';
    return (
      <Form<DetailsFormValues>
        layout="vertical"
        initialValues={detailsFormValues(application)}
        disabled={submitting}
        style={{ maxWidth: '48rem' }}
        data-testid="details-form"
        onFinish={(values) => {
          const changes = changedDetails(application, detailsOfForm(values));
          if (Object.keys(changes).length === 0) {
            setEditRequested(false);
            return;
          }
          dispatch(jobApplicationEditSubmitted({ id: application.id, form: 'details', changes }));
        }}
      >
        <ApplicationDetailsFields testIdPrefix="details" withArchived />
        <EditFormFooter
          update={update}
          saveTestId="details-save"
          errorTestId="details-save-error"
          onCancel={() => {
            setEditRequested(false);
          }}
        />
      </Form>
    );
  }

  const notSet = <Typography.Text type="secondary">{intl.formatMessage(detailsMessages.notSet)}</Typography.Text>;
  const orNotSet = (value: ReactNode | null): ReactNode => value ?? notSet;
  const items = [
    { key: 'location', label: intl.formatMessage(detailsMessages.location), children: orNotSet(application.location) },
    {
      key: 'remote',
      label: intl.formatMessage(detailsMessages.remote),
      children: orNotSet(application.remote === null ? null : intl.formatMessage(REMOTE_MESSAGES[application.remote])),
    },
    { key: 'salary', label: intl.formatMessage(detailsMessages.salary), children: orNotSet(formatSalary(intl, application)) },
    { key: 'source', label: intl.formatMessage(detailsMessages.source), children: orNotSet(application.source) },
    {
      key: 'deadline',
      label: intl.formatMessage(detailsMessages.deadline),
      children: orNotSet(application.deadline === null ? null : formatDeadline(intl, application.deadline)),
    },
    {
      key: 'tags',
      label: intl.formatMessage(detailsMessages.tags),
      children: orNotSet(
        application.tags.length === 0 ? null : (
          <Flex gap={4} wrap>
            {application.tags.map((tag) => (
              <Tag key={tag}>{tag}</Tag>
            ))}
          </Flex>
        ),
      ),
    },
    {
      key: 'archived',
      label: intl.formatMessage(detailsMessages.archived),
      children: intl.formatMessage(application.archived ? detailsMessages.yes : detailsMessages.no),
    },
  ];

  return (
    <Flex vertical gap="middle" align="start">
      <Descriptions
        column={1}
        size="small"
        bordered
        items={items}
        role="group"
        aria-label={intl.formatMessage(detailsMessages.listLabel)}
        data-testid="details-list"
        style={{ width: '100%', maxWidth: '48rem' }}
      />
      <Button
        icon={<EditOutlined />}
        data-testid="details-edit"
        onClick={() => {
          dispatch(editFormOpened({ id: application.id, form: 'details' }));
          setEditRequested(true);
        }}
      >
        {intl.formatMessage(detailMessages.edit)}
      </Button>
    </Flex>
  );
}
