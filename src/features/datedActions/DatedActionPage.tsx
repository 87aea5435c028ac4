// /actions/{id}: one action by its own address, the link the upcoming events, the lists of actions and the
// calendar feed's events lead to. A tab whose cache has the action shows it at once (pushes keep it current);
// any other asks for it alone (`action.get`). It shows the action whole (type, moment, notes, when it was added,
// its application), changed in the same dialog as in the Actions tab, or deleted after a confirmation. An unknown
// id, or another account's, shows that it cannot be found; an action deleted while shown (here, on another
// device, or with its application) says so.
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import EditOutlined from '@ant-design/icons/EditOutlined';
import { Button, Flex, Popconfirm, Result, Skeleton, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { Link, useParams } from 'react-router';
import { idSchema, type Action } from '../../../contract';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { paths } from '../../app/paths';
import { PageTitle, pageHeadingStyle } from '../../common/components/PageTitle';
import { RequestErrorAlert } from '../../common/components/RequestErrorAlert';
import { TitleWithActions } from '../../common/components/TitleWithActions';
import { renderGenericApplicationLink, type RenderApplicationLink } from './applicationLink';
import { DatedActionFormModal } from './DatedActionFormModal';
import {
  datedActionDeletionConfirmed,
  datedActionFormOpened,
  datedActionNeeded,
  deletionKey,
  editKey,
  selectDatedActionEntry,
  selectDatedActionFetchFailure,
  selectDatedActionOperation,
  selectIsDatedActionRemoved,
} from './datedActionsSlice';
import { datedActionTypeIcons, datedActionTypeMessages } from './datedActionTypes';
import { addedOnMessage, datedActionPageMessages as messages, datedActionsMessages } from './messages';
import { useDocumentTitle } from '../../common/useDocumentTitle';

/** "Application: {link}", whose value is an element: a message of defineMessages is typed as taking no values. */
const applicationLine: MessageDescriptor = messages.application;

/** Failures that mean "the account has no such action": asking again will not change the answer. */
const NOT_FOUND_CODES: ReadonlySet<string> = new Set(['not_found', 'invalid_params']);

export interface DatedActionPageProps {
  /** Draws the link to the action's application (its title); a generic link without it. */
  readonly renderApplicationLink?: RenderApplicationLink;
}

export function DatedActionPage({ renderApplicationLink = renderGenericApplicationLink }: DatedActionPageProps) {
  const { id = '' } = useParams();
  // A malformed id cannot name an action: no need to ask the server.
  return (
    <div data-testid="dated-action-page" style={{ maxWidth: '48rem' }}>
      {idSchema.safeParse(id).success ? <ActionView key={id} id={id} renderApplicationLink={renderApplicationLink} /> : <ActionNotFound />}
    </div>
  );
}

function ActionView({ id, renderApplicationLink }: { readonly id: string; readonly renderApplicationLink: RenderApplicationLink }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const entry = useAppSelector((state) => selectDatedActionEntry(state, id));
  const failure = useAppSelector((state) => selectDatedActionFetchFailure(state, id));
  const removed = useAppSelector((state) => selectIsDatedActionRemoved(state, id));

  useEffect(() => {
    dispatch(datedActionNeeded({ id }));
  }, [dispatch, id]);

  if (entry?.status === 'loaded') return <LoadedAction action={entry.data} renderApplicationLink={renderApplicationLink} />;
  if (removed) {
    return (
      <>
        <PageTitle message={messages.deletedTitle} />
        <Result status="info" extra={<AllActionsLink />} data-testid="dated-action-deleted" />
      </>
    );
  }
  if (entry === undefined && failure !== undefined) {
    if (NOT_FOUND_CODES.has(failure.code)) return <ActionNotFound />;
    return (
      <>
        <PageTitle message={messages.title} />
        <RequestErrorAlert
          error={failure}
          testId="dated-action-error"
          onRetry={() => {
            dispatch(datedActionNeeded({ id }));
          }}
        />
      </>
    );
  }
  return (
    <>
      <PageTitle message={messages.title} />
      <div role="status" aria-label={intl.formatMessage(messages.loading)} data-testid="dated-action-loading">
        <Skeleton active paragraph={{ rows: 5 }} />
      </div>
    </>
  );
}

function LoadedAction({ action, renderApplicationLink }: { readonly action: Action; readonly renderApplicationLink: RenderApplicationLink }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const [editing, setEditing] = useState(false);
  const edit = useAppSelector((state) => selectDatedActionOperation(state, editKey(action.id)));
  const deletion = useAppSelector((state) => selectDatedActionOperation(state, deletionKey(action.id)));
  // The dialog closes by itself once its change is saved.
  const dialogOpen = editing && edit.status !== 'succeeded';
  useDocumentTitle(action.title);

  return (
    <Flex vertical gap="middle" data-testid="dated-action" data-id={action.id}>
      <TitleWithActions
        marginBottom={0}
        actions={
          <Flex gap="small" wrap>
            <Button
              icon={<EditOutlined />}
              onClick={() => {
                dispatch(datedActionFormOpened({ key: editKey(action.id) }));
                setEditing(true);
              }}
              data-testid="dated-action-edit"
            >
              {intl.formatMessage(datedActionsMessages.edit)}
            </Button>
            <Popconfirm
              title={intl.formatMessage(datedActionsMessages.deleteConfirmTitle)}
              okText={intl.formatMessage(datedActionsMessages.deleteConfirmOk)}
              cancelText={intl.formatMessage(datedActionsMessages.cancel)}
              okButtonProps={{ danger: true, 'data-testid': 'dated-action-delete-confirm' }}
              onOpenChange={(open) => {
                if (open) dispatch(datedActionFormOpened({ key: deletionKey(action.id) }));
              }}
              onConfirm={() => {
                dispatch(datedActionDeletionConfirmed({ id: action.id, job_application_id: action.job_application_id }));
              }}
            >
              <Button danger icon={<DeleteOutlined />} loading={deletion.status === 'submitting'} data-testid="dated-action-delete">
                {intl.formatMessage(datedActionsMessages.delete)}
              </Button>
            </Popconfirm>
          </Flex>
        }
      >
        {/* The page's one h1: the action is what the page is about. */}
        <Typography.Title level={1} style={{ ...pageHeadingStyle, margin: 0, overflowWrap: 'anywhere' }} data-testid="dated-action-title">
          {action.title}
        </Typography.Title>
      </TitleWithActions>
      {deletion.status === 'failed' && deletion.error !== null ? <RequestErrorAlert error={deletion.error} testId="dated-action-delete-error" /> : null}
      <Flex vertical gap={4}>
        <Typography.Text type="secondary" data-testid="dated-action-type">
          {datedActionTypeIcons[action.type]} {intl.formatMessage(datedActionTypeMessages[action.type])}
        </Typography.Text>
        <time dateTime={action.date} style={{ fontSize: '1.1rem' }} data-testid="dated-action-date">
          {intl.formatDate(action.date, { dateStyle: 'full', timeStyle: 'short' })}
        </time>
        <Typography.Text type="secondary" data-testid="dated-action-created">
          {intl.formatMessage(addedOnMessage, { date: intl.formatDate(action.created, { dateStyle: 'long', timeStyle: 'short' }) })}
        </Typography.Text>
        <span data-testid="dated-action-application-line" style={{ overflowWrap: 'anywhere' }}>
          <FormattedMessage {...applicationLine} values={{ link: <>{renderApplicationLink(action.job_application_id)}</> }} />
        </span>
      </Flex>
      <section>
        <Typography.Title level={2} style={{ fontSize: '1.1rem' }}>
          {intl.formatMessage(datedActionsMessages.notes)}
        </Typography.Title>
        {action.notes === '' ? (
          <Typography.Paragraph type="secondary" data-testid="dated-action-no-notes">
            {intl.formatMessage(messages.noNotes)}
          </Typography.Paragraph>
        ) : (
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="dated-action-notes">
            {action.notes}
          </Typography.Paragraph>
        )}
      </section>
      <AllActionsLink />
      <DatedActionFormModal
        applicationId={action.job_application_id}
        action={action}
        open={dialogOpen}
        onClose={() => {
          setEditing(false);
        }}
      />
    </Flex>
  );
}


function AllActionsLink() {
  const intl = useIntl();
  return (
    <Link to={paths.actions} style={{ alignSelf: 'start' }} data-testid="dated-action-all-actions">
      {intl.formatMessage(messages.allActions)}
    </Link>
  );
}

function ActionNotFound() {
  const intl = useIntl();
  return (
    <>
      <PageTitle message={messages.notFoundTitle} />
      <Result status="404" subTitle={intl.formatMessage(messages.notFound)} extra={<AllActionsLink />} data-testid="dated-action-not-found" />
    </>
  );
}
