// The end of each of the application page's edit forms: the failure of the last save, if any, then Save and
// Cancel. Cancel stays usable while the form is disabled during a save.
import { Button, Form, Space } from 'antd';
import { useIntl } from 'react-intl';
import { RequestErrorAlert } from '../../common/components/RequestErrorAlert';
import type { OperationState } from '../../common/operationState';
import { detailMessages } from './messages';

export interface EditFormFooterProps {
  readonly update: OperationState;
  /** The test ids of the save button and of the failure, e.g. `notes-save` and `notes-save-error`. */
  readonly saveTestId: string;
  readonly errorTestId: string;
  readonly onCancel: () => void;
}

export function EditFormFooter({ update, saveTestId, errorTestId, onCancel }: EditFormFooterProps) {
  const intl = useIntl();
  return (
    <>
      {update.status === 'failed' && update.error !== null ? (
        <Form.Item>
          <RequestErrorAlert error={update.error} testId={errorTestId} />
        </Form.Item>
      ) : null}
      <Space>
        <Button type="primary" htmlType="submit" loading={update.status === 'submitting'} data-testid={saveTestId}>
          {intl.formatMessage(detailMessages.save)}
        </Button>
        <Button disabled={false} onClick={onCancel}>
          {intl.formatMessage(detailMessages.cancel)}
        </Button>
      </Space>
    </>
  );
}
