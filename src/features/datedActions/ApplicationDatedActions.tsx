// The Actions tab of an application: its dated actions by date, each with its type, title (a link to its own
// page), moment and notes; added and changed in a dialog, deleted after a confirmation.
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import EditOutlined from '@ant-design/icons/EditOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { Button, Empty, Flex, Popconfirm, Skeleton, Typography, theme } from 'antd';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { Action } from '../../../contract';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { datedActionPath } from '../../app/paths';
import { RequestErrorAlert } from '../../common/components/RequestErrorAlert';
import { TitleWithActions } from '../../common/components/TitleWithActions';
import { DatedActionFormModal } from './DatedActionFormModal';
import {
  datedActionDeletionConfirmed,
  datedActionFormOpened,
  applicationDatedActionsNeeded,
  creationKey,
  deletionKey,
  editKey,
  selectDatedActionOperation,
  selectApplicationDatedActions,
  selectApplicationDatedActionsState,
} from './datedActionsSlice';
import { datedActionTypeIcons, datedActionTypeMessages } from './datedActionTypes';
import { datedActionsMessages as messages } from './messages';

/** The dialog on screen: a new action, or the action being changed. */
type Editing = { readonly kind: 'create' } | { readonly kind: 'edit'; readonly action: Action } | null;

export function ApplicationDatedActions({ applicationId }: { readonly applicationId: string }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const list = useAppSelector((state) => selectApplicationDatedActionsState(state, applicationId));
  const actions = useAppSelector((state) => selectApplicationDatedActions(state, applicationId));
  const [editing, setEditing] = useState<Editing>(null);
  const editingKey =
    editing === null ? creationKey(applicationId) : editing.kind === 'create' ? creationKey(applicationId) : editKey(editing.action.id);
  const editingOperation = useAppSelector((state) => selectDatedActionOperation(state, editingKey));
  // The dialog closes by itself once its change is saved.
  const dialogOpen = editing !== null && editingOperation.status !== 'succeeded';

  useEffect(() => {
    dispatch(applicationDatedActionsNeeded({ applicationId }));
  }, [dispatch, applicationId]);

  const openDialog = (next: Exclude<Editing, null>) => {
    dispatch(datedActionFormOpened({ key: next.kind === 'create' ? creationKey(applicationId) : editKey(next.action.id) }));
    setEditing(next);
  };

  const renderList = () => {
    if (list.data === null) {
      if (list.status === 'failed' && list.error !== null) {
        return (
          <RequestErrorAlert
            error={list.error}
            testId="actions-error"
            onRetry={() => {
              dispatch(applicationDatedActionsNeeded({ applicationId }));
            }}
          />
        );
      }
      return (
        <div role="status" aria-label={intl.formatMessage(messages.loading)} data-testid="actions-loading">
          <Skeleton active />
        </div>
      );
    }
    if (actions.length === 0) {
      return <Empty data-testid="actions-empty" description={intl.formatMessage(messages.empty)} />;
    }
    return (
      <ol aria-label={intl.formatMessage(messages.listLabel)} data-testid="actions-list" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {actions.map((action) => (
          <ActionRow
            key={action.id}
            action={action}
            onEdit={() => {
              openDialog({ kind: 'edit', action });
            }}
          />
        ))}
      </ol>
    );
  };

  return (
    <Flex vertical gap="middle">
      <Flex justify="end">
        <Button
          type="primary"
          icon={<PlusOutlined />}
          data-testid="action-add"
          onClick={() => {
            openDialog({ kind: 'create' });
          }}
        >
          {intl.formatMessage(messages.add)}
        </Button>
      </Flex>
      {renderList()}
      <DatedActionFormModal
        applicationId={applicationId}
        action={editing?.kind === 'edit' ? editing.action : undefined}
        open={dialogOpen}
        onClose={() => {
          setEditing(null);
        }}
      />
    </Flex>
  );
}

function ActionRow({ action, onEdit }: { readonly action: Action; readonly onEdit: () => void }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { token } = theme.useToken();
  const deletion = useAppSelector((state) => selectDatedActionOperation(state, deletionKey(action.id)));
  const typeLabel = intl.formatMessage(datedActionTypeMessages[action.type]);

  return (
    <li
      data-testid="action-row"
      data-id={action.id}
      style={{ padding: `${token.paddingSM}px 0`, borderBottom: `1px solid ${token.colorBorderSecondary}` }}
    >
      <TitleWithActions
        marginBottom={0}
        actions={
          <Flex gap="small" wrap>
            <Button icon={<EditOutlined />} onClick={onEdit} data-testid="action-edit">
              {intl.formatMessage(messages.edit)}
            </Button>
            <Popconfirm
              title={intl.formatMessage(messages.deleteConfirmTitle)}
              okText={intl.formatMessage(messages.deleteConfirmOk)}
              cancelText={intl.formatMessage(messages.cancel)}
              okButtonProps={{ danger: true, 'data-testid': 'action-delete-confirm' }}
              onOpenChange={(open) => {
                if (open) dispatch(datedActionFormOpened({ key: deletionKey(action.id) }));
              }}
              onConfirm={() => {
                dispatch(datedActionDeletionConfirmed({ id: action.id, job_application_id: action.job_application_id }));
              }}
            >
              <Button danger icon={<DeleteOutlined />} loading={deletion.status === 'submitting'} data-testid="action-delete">
                {intl.formatMessage(messages.delete)}
              </Button>
            </Popconfirm>
          </Flex>
        }
      >
        <Flex vertical gap={4}>
          <Flex gap="small" align="center" wrap>
            <Typography.Text type="secondary" data-testid="action-type">
              {datedActionTypeIcons[action.type]} {typeLabel}
            </Typography.Text>
            {/* Its own page: an address to keep, and the action alone on a phone. */}
            <Link to={datedActionPath(action.id)} style={{ fontWeight: 600, overflowWrap: 'anywhere' }} data-testid="action-title">
              {action.title}
            </Link>
          </Flex>
          <time dateTime={action.date} data-testid="action-date">
            {intl.formatDate(action.date, { dateStyle: 'full', timeStyle: 'short' })}
          </time>
          {action.notes === '' ? null : (
            <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }} data-testid="action-notes">
              {action.notes}
            </Typography.Paragraph>
          )}
          {deletion.status === 'failed' && deletion.error !== null ? (
            <RequestErrorAlert error={deletion.error} testId="action-delete-error" />
          ) : null}
        </Flex>
      </TitleWithActions>
    </li>
  );
}
