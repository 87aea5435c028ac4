// Creates a contact (linked to the application or company it is created from) or changes one: name, role,
// email, phone, web address, company and notes. The dialog closes once the server has the change.
import { Alert, Form, Input, Modal, Select } from 'antd';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import type { Contact } from '../../../contract';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { operationOf } from '../../common/operationState';
import { companyListNeeded, selectCompanyList } from '../companies';
import {
  changedFields,
  contactEmailRules,
  contactFieldsOf,
  contactNameRules,
  contactNotesRules,
  contactPhoneRules,
  contactRoleRules,
  contactUrlRules,
  formValuesOf,
  type ContactFormValues,
} from './contactFormRules';
import {
  contactCreateRequested,
  contactOperationDismissed,
  contactOperationKeys,
  contactUpdateRequested,
  selectContactOperations,
  type ContactScope,
} from './contactsSlice';
import { contactFieldMessages, contactsMessages } from './messages';

export interface ContactFormDialogProps {
  /** The contact changed; none: a new one, in `scope`. */
  readonly contact?: Contact;
  readonly scope: ContactScope;
  readonly onClose: () => void;
}

function scopeKey(scope: ContactScope): string {
  return `${scope.kind}/${scope.id}`;
}

export function ContactFormDialog({ contact, scope, onClose }: ContactFormDialogProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const [form] = Form.useForm<ContactFormValues>();
  const companies = useAppSelector(selectCompanyList);
  const key = contact === undefined ? contactOperationKeys.create(scopeKey(scope)) : contactOperationKeys.update(contact.id);
  const operation = useAppSelector((state) => operationOf(selectContactOperations(state), key));

  useEffect(() => {
    dispatch(companyListNeeded());
    dispatch(contactOperationDismissed({ key }));
  }, [dispatch, key]);
  useEffect(() => {
    if (operation.status === 'succeeded') {
      dispatch(contactOperationDismissed({ key }));
      onClose();
    }
  }, [dispatch, key, onClose, operation.status]);

  const initialCompany = scope.kind === 'company' ? scope.id : scope.companyId;
  const initialValues: ContactFormValues =
    contact === undefined
      ? { name: '', role: '', email: '', phone: '', url: '', notes: '', company_id: initialCompany }
      : formValuesOf(contact);

  const submit = (values: ContactFormValues) => {
    const fields = contactFieldsOf(values);
    if (contact === undefined) {
      dispatch(contactCreateRequested({ scope: scopeKey(scope), contact: fields, jobApplicationIds: scope.kind === 'application' ? [scope.id] : [] }));
      return;
    }
    // Compared as the form would send the stored contact, so an untouched field is never sent.
    const changes = changedFields(contactFieldsOf(formValuesOf(contact)), fields);
    if (Object.keys(changes).length === 0) onClose();
    else dispatch(contactUpdateRequested({ id: contact.id, changes }));
  };

  return (
    <Modal
      open
      title={intl.formatMessage(contact === undefined ? contactsMessages.add : contactsMessages.editTitle)}
      onCancel={onClose}
      onOk={() => {
        form.submit();
      }}
      okText={intl.formatMessage(contact === undefined ? contactFieldMessages.create : contactFieldMessages.save)}
      cancelText={intl.formatMessage(contactsMessages.cancel)}
      okButtonProps={{ loading: operation.status === 'submitting', 'data-testid': 'contact-form-save' }}
    >
      <Form form={form} layout="vertical" initialValues={initialValues} onFinish={submit} data-testid="contact-form">
        <Form.Item name="name" label={intl.formatMessage(contactFieldMessages.name)} rules={contactNameRules(intl)} required>
          <Input autoComplete="off" data-testid="contact-form-name" />
        </Form.Item>
        <Form.Item name="role" label={intl.formatMessage(contactFieldMessages.role)} rules={contactRoleRules(intl)}>
          <Input autoComplete="off" data-testid="contact-form-role" />
        </Form.Item>
        <Form.Item name="email" label={intl.formatMessage(contactFieldMessages.email)} rules={contactEmailRules(intl)}>
          <Input type="email" inputMode="email" autoComplete="off" data-testid="contact-form-email" />
        </Form.Item>
        <Form.Item name="phone" label={intl.formatMessage(contactFieldMessages.phone)} rules={contactPhoneRules(intl)}>
          <Input type="tel" inputMode="tel" autoComplete="off" data-testid="contact-form-phone" />
        </Form.Item>
        <Form.Item name="url" label={intl.formatMessage(contactFieldMessages.url)} rules={contactUrlRules(intl)}>
          <Input type="url" inputMode="url" autoComplete="off" placeholder="https://" data-testid="contact-form-url" />
        </Form.Item>
        <Form.Item name="company_id" label={intl.formatMessage(contactFieldMessages.company)}>
          <Select<string | null>
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            options={[{ value: null, label: intl.formatMessage(contactsMessages.noCompany) }, ...companies.map((company) => ({ value: company.id, label: company.name }))]}
            data-testid="contact-form-company"
          />
        </Form.Item>
        <Form.Item name="notes" label={intl.formatMessage(contactFieldMessages.notes)} rules={contactNotesRules(intl)}>
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 10 }} data-testid="contact-form-notes" />
        </Form.Item>
      </Form>
      {operation.status === 'failed' && operation.error !== null && (
        <Alert type="error" showIcon role="alert" title={intl.formatMessage(operation.error.descriptor, operation.error.values)} data-testid="contact-form-error" />
      )}
    </Modal>
  );
}
