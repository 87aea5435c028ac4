// The Notes and Job description tabs: the text as typed (line breaks kept, never read as HTML), and its edit.
import EditOutlined from '@ant-design/icons/EditOutlined';
import { Button, Flex, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { JobApplication } from '../../../contract';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { longTextRules } from './jobApplicationRules';
import { editFormOpened, jobApplicationEditSubmitted, selectUpdate } from './jobApplicationsSlice';
import { EditFormFooter } from './EditFormFooter';
import { detailMessages } from './messages';

type LongTextField = 'notes' | 'job_description';

const testIdPrefix: Readonly<Record<LongTextField, string>> = { notes: 'notes', job_description: 'job-description' };
const emptyMessage = { notes: detailMessages.notesEmpty, job_description: detailMessages.jobDescriptionEmpty } as const;
const labelMessage = { notes: detailMessages.tabNotes, job_description: detailMessages.tabJobDescription } as const;

export interface LongTextTabProps {
  readonly application: JobApplication;
  readonly field: LongTextField;
}

export function LongTextTab({ application, field }: LongTextTabProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const prefix = testIdPrefix[field];
  const update = useAppSelector((state) => selectUpdate(state, application.id, field));
  const [editRequested, setEditRequested] = useState(false);
  // Edit mode ends by itself once the text is saved.
  const editing = editRequested && update.status !== 'succeeded';
  const text = application[field];

  if (editing) {
    const submitting = update.status === 'submitting';
    return (
      <Form<{ text: string }>
        layout="vertical"
        initialValues={{ text }}
        disabled={submitting}
        onFinish={(values) => {
          if (values.text === text) {
            setEditRequested(false);
            return;
          }
          dispatch(jobApplicationEditSubmitted({ id: application.id, form: field, changes: { [field]: values.text } }));
        }}
      >
        <Form.Item name="text" label={intl.formatMessage(labelMessage[field])} rules={longTextRules(intl)}>
          <Input.TextArea data-testid={`${prefix}-input`} autoSize={{ minRows: 8, maxRows: 30 }} autoFocus />
        </Form.Item>
        <EditFormFooter
          update={update}
          saveTestId={`${prefix}-save`}
          errorTestId={`${prefix}-save-error`}
          onCancel={() => {
            setEditRequested(false);
          }}
        />
      </Form>
    );
  }

  return (
    <Flex vertical gap="middle" align="start">
      {text === '' ? (
        <Typography.Text type="secondary" data-testid={`${prefix}-text`}>
          {intl.formatMessage(emptyMessage[field])}
        </Typography.Text>
      ) : (
        // A text node: whatever the text holds (tags included) shows as typed.
        <Typography.Paragraph data-testid={`${prefix}-text`} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {text}
        </Typography.Paragraph>
      )}
      <Button
        icon={<EditOutlined />}
        data-testid={`${prefix}-edit`}
        onClick={() => {
          dispatch(editFormOpened({ id: application.id, form: field }));
          setEditRequested(true);
        }}
      >
        {intl.formatMessage(detailMessages.edit)}
      </Button>
    </Flex>
  );
}
