// One contact as a list shows it: name and role, company (beside an application's contacts), email as a
// `mailto:` link, phone as a `tel:` link, web address, notes; and its actions: edit, unlink from the
// application (it stays in the account), delete after a confirmation.
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import DisconnectOutlined from '@ant-design/icons/DisconnectOutlined';
import EditOutlined from '@ant-design/icons/EditOutlined';
import MailOutlined from '@ant-design/icons/MailOutlined';
import PhoneOutlined from '@ant-design/icons/PhoneOutlined';
import { Alert, Button, Flex, Popconfirm, Typography } from 'antd';
import { useIntl } from 'react-intl';
import type { Contact } from '../../../contract';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { WebAddressLink } from '../../common/components/WebAddressLink';
import { operationOf } from '../../common/operationState';
import { selectCompany } from '../companies';
import { telHref } from './contactLinks';
import { contactDeleteRequested, contactOperationKeys, contactUnlinkRequested, selectContactOperations, type ContactScope } from './contactsSlice';
import { contactDeleteConfirmMessage, contactEmailLinkMessage, contactPhoneLinkMessage, contactsMessages } from './messages';

export function ContactCard({ contact, scope, onEdit }: { readonly contact: Contact; readonly scope: ContactScope; readonly onEdit: () => void }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const company = useAppSelector((state) => (contact.company_id === null ? undefined : selectCompany(state, contact.company_id)));
  const operations = useAppSelector(selectContactOperations);
  const unlinkKey = scope.kind === 'application' ? contactOperationKeys.unlink(scope.id, contact.id) : null;
  const failed = [operationOf(operations, contactOperationKeys.delete(contact.id)), ...(unlinkKey === null ? [] : [operationOf(operations, unlinkKey)])].find(
    (operation) => operation.status === 'failed',
  );

  return (
    <Flex vertical gap={4} style={{ width: '100%', minWidth: 0 }} data-testid="contact-card" data-contact-id={contact.id}>
      <Flex gap="small" align="baseline" wrap>
        <Typography.Text strong style={{ overflowWrap: 'anywhere' }} data-testid="contact-name">
          {contact.name}
        </Typography.Text>
        {contact.role === null ? null : <Typography.Text type="secondary">{contact.role}</Typography.Text>}
        {scope.kind === 'application' && company !== undefined ? <Typography.Text type="secondary">· {company.name}</Typography.Text> : null}
      </Flex>
      <Flex gap="middle" wrap>
        {contact.email === null ? null : (
          <Typography.Link href={`mailto:${contact.email}`} aria-label={intl.formatMessage(contactEmailLinkMessage, { name: contact.name, email: contact.email })} data-testid="contact-email">
            <MailOutlined /> {contact.email}
          </Typography.Link>
        )}
        {contact.phone === null ? null : (
          <Typography.Link href={telHref(contact.phone)} aria-label={intl.formatMessage(contactPhoneLinkMessage, { name: contact.name, phone: contact.phone })} data-testid="contact-phone">
            <PhoneOutlined /> {contact.phone}
          </Typography.Link>
        )}
        {contact.url === null ? null : <WebAddressLink url={contact.url} testId="contact-url" />}
      </Flex>
      {contact.notes === null ? null : (
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }} data-testid="contact-notes">
          {contact.notes}
        </Typography.Paragraph>
      )}
      <Flex gap="small" wrap>
        <Button size="small" icon={<EditOutlined />} onClick={onEdit} data-testid="contact-edit">
          {intl.formatMessage(contactsMessages.edit)}
        </Button>
        {scope.kind === 'application' ? (
          <Button
            size="small"
            icon={<DisconnectOutlined />}
            loading={unlinkKey !== null && operationOf(operations, unlinkKey).status === 'submitting'}
            onClick={() => dispatch(contactUnlinkRequested({ jobApplicationId: scope.id, id: contact.id }))}
            data-testid="contact-unlink"
          >
            {intl.formatMessage(contactsMessages.unlink)}
          </Button>
        ) : null}
        <Popconfirm
          title={intl.formatMessage(contactDeleteConfirmMessage, { name: contact.name })}
          okText={intl.formatMessage(contactsMessages.delete)}
          cancelText={intl.formatMessage(contactsMessages.cancel)}
          okButtonProps={{ danger: true, 'data-testid': 'contact-delete-confirm' }}
          onConfirm={() => dispatch(contactDeleteRequested({ id: contact.id }))}
        >
          <Button size="small" danger icon={<DeleteOutlined />} loading={operationOf(operations, contactOperationKeys.delete(contact.id)).status === 'submitting'} data-testid="contact-delete">
            {intl.formatMessage(contactsMessages.delete)}
          </Button>
        </Popconfirm>
      </Flex>
      {failed?.error == null ? null : <Alert type="error" showIcon role="alert" title={intl.formatMessage(failed.error.descriptor, failed.error.values)} />}
    </Flex>
  );
}
