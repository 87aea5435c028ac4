// The dialog that records a dated action on an application, or changes one: type, title, notes, date and time.
import { Button, DatePicker, Flex, Form, Input, Modal, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useIntl } from 'react-intl';
import { ACTION_TITLE_LENGTH, ACTION_TYPES, LONG_TEXT_MAX_LENGTH, textLength, type Action, type ActionType } from '../../../contract';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import type { RequestError } from '../../common/requestError';
import { RequestErrorAlert } from '../../common/components/RequestErrorAlert';
import {
  datedActionCreationSubmitted,
  datedActionEditSubmitted,
  creationKey,
  editKey,
  selectDatedActionOperation,
  type DatedActionChanges,
} from './datedActionsSlice';
import { datedActionTypeIcons, datedActionTypeMessages } from './datedActionTypes';
import { datedActionsMessages as messages, datedActionTitleTooLongMessage } from './messages';

interface ActionFormValues {
  readonly type: ActionType | undefined;
  readonly title: string;
  readonly notes: string;
  readonly date: Dayjs | null;
}

export interface DatedActionFormModalProps {
  readonly applicationId: string;
  /** The action to change; a new one is recorded without it. */
  readonly action?: Action;
  readonly open: boolean;
  readonly onClose: () => void;
}

/** A new action defaults to the next full hour, the usual slot of a call or an interview. */
function nextFullHour(): Dayjs {
  return dayjs().add(1, 'hour').startOf('hour');
}

function valuesOf(action: Action | undefined): ActionFormValues {
  if (action === undefined) return { type: undefined, title: '', notes: '', date: nextFullHour() };
  return { type: action.type, title: action.title, notes: action.notes, date: dayjs(action.date) };
}

/** Only what changed is sent (an update of nothing is refused by the server). */
function changesOf(action: Action, values: ActionFormValues, date: string): DatedActionChanges {
  return {
    ...(values.type !== undefined && values.type !== action.type ? { type: values.type } : {}),
    ...(values.title !== action.title ? { title: values.title } : {}),
    ...(values.notes !== action.notes ? { notes: values.notes } : {}),
    ...(Date.parse(date) !== Date.parse(action.date) ? { date } : {}),
  };
}

export function DatedActionFormModal({ applicationId, action, open, onClose }: DatedActionFormModalProps) {
  const intl = useIntl();
  const operationKey = action === undefined ? creationKey(applicationId) : editKey(action.id);
  const operation = useAppSelector((state) => selectDatedActionOperation(state, operationKey));
  const submitting = operation.status === 'submitting';

  return (
    <Modal
      open={open}
      title={intl.formatMessage(action === undefined ? messages.createTitle : messages.editTitle)}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
      mask={{ closable: !submitting }}
    >
      {/* Mounted with the dialog, so each opening starts from the action's current values. */}
      {open ? (
        <ActionForm
          applicationId={applicationId}
          action={action}
          submitting={submitting}
          error={operation.status === 'failed' ? operation.error : null}
          onCancel={onClose}
        />
      ) : null}
    </Modal>
  );
}

interface ActionFormProps {
  readonly applicationId: string;
  readonly action: Action | undefined;
  readonly submitting: boolean;
  readonly error: RequestError | null;
  readonly onCancel: () => void;
}

function ActionForm({ applicationId, action, submitting, error, onCancel }: ActionFormProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();

  const submit = (values: ActionFormValues) => {
    if (values.type === undefined || values.date === null) return;
    const date = values.date.second(0).millisecond(0).toDate().toISOString();
    if (action === undefined) {
      dispatch(
        datedActionCreationSubmitted({
          job_application_id: applicationId,
          type: values.type,
          title: values.title,
          notes: values.notes,
          date,
        }),
      );
      return;
    }
    const changes = changesOf(action, values, date);
    if (Object.keys(changes).length === 0) {
      onCancel();
      return;
    }
    dispatch(datedActionEditSubmitted({ id: action.id, changes }));
  };

  return (
    <Form<ActionFormValues>
      layout="vertical"
      initialValues={valuesOf(action)}
      onFinish={submit}
      disabled={submitting}
      data-testid="action-form"
    >
      <Form.Item
        name="type"
        label={intl.formatMessage(messages.type)}
        rules={[{ required: true, message: intl.formatMessage(messages.typeRequired) }]}
      >
        <Select<ActionType>
          data-testid="action-form-type"
          options={ACTION_TYPES.map((type) => ({
            value: type,
            label: (
              <span>
                {datedActionTypeIcons[type]} {intl.formatMessage(datedActionTypeMessages[type])}
              </span>
            ),
            title: intl.formatMessage(datedActionTypeMessages[type]),
          }))}
        />
      </Form.Item>
      <Form.Item
        name="title"
        label={intl.formatMessage(messages.title)}
        required
        rules={[
          {
            validator: (_rule, value: unknown) => {
              const text = typeof value === 'string' ? value : '';
              if (text.trim() === '') return Promise.reject(new Error(intl.formatMessage(messages.titleRequired)));
              if (textLength(text) > ACTION_TITLE_LENGTH.max) {
                return Promise.reject(new Error(intl.formatMessage(datedActionTitleTooLongMessage, { max: ACTION_TITLE_LENGTH.max })));
              }
              return Promise.resolve();
            },
          },
        ]}
      >
        <Input data-testid="action-form-title" autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="date"
        label={intl.formatMessage(messages.date)}
        rules={[{ required: true, message: intl.formatMessage(messages.dateRequired) }]}
      >
        <DatePicker
          data-testid="action-form-date"
          showTime={{ format: 'HH:mm', minuteStep: 5 }}
          format="YYYY-MM-DD HH:mm"
          style={{ width: '100%' }}
        />
      </Form.Item>
      <Form.Item
        name="notes"
        label={intl.formatMessage(messages.notes)}
        rules={[
          {
            validator: (_rule, value: unknown) =>
              typeof value === 'string' && textLength(value) > LONG_TEXT_MAX_LENGTH
                ? Promise.reject(new Error(intl.formatMessage(messages.notesTooLong)))
                : Promise.resolve(),
          },
        ]}
      >
        <Input.TextArea data-testid="action-form-notes" autoSize={{ minRows: 3, maxRows: 10 }} />
      </Form.Item>
      {error === null ? null : (
        <Form.Item>
          <RequestErrorAlert error={error} testId="action-form-error" />
        </Form.Item>
      )}
      <Flex justify="end" gap="small">
        <Button onClick={onCancel} disabled={false}>
          {intl.formatMessage(messages.cancel)}
        </Button>
        <Button type="primary" htmlType="submit" loading={submitting} data-testid="action-form-submit">
          {intl.formatMessage(messages.save)}
        </Button>
      </Flex>
    </Form>
  );
}
