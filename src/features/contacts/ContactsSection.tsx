// The contacts of an application (its Contacts tab) or of a company (its page): the list, "Add a contact", and
// for an application a picker that links contacts the account already has. Every change shows live in every
// tab, through the contacts' cache.
import LinkOutlined from '@ant-design/icons/LinkOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { Alert, Button, Empty, Flex, List, Select, Skeleton, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import type { Contact } from '../../../contract';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { operationOf } from '../../common/operationState';
import { RequestErrorAlert } from '../../common/components/RequestErrorAlert';
import { ContactCard } from './ContactCard';
import { ContactFormDialog } from './ContactFormDialog';
import {
  contactOperationKeys,
  contactsLinkRequested,
  contactsNeeded,
  contactsOf,
  selectContactListState,
  selectContactOperations,
  selectContacts,
  type ContactScope,
} from './contactsSlice';
import { contactsMessages } from './messages';

export interface ContactsSectionProps {
  readonly scope: ContactScope;
  /** The heading's level: 2 on a company's page, 3 inside an application's tab. */
  readonly headingLevel?: 2 | 3;
}

export function ContactsSection({ scope, headingLevel = 2 }: ContactsSectionProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const list = useAppSelector(selectContactListState);
  const contacts = useAppSelector(selectContacts);
  const shown = useMemo(() => contactsOf(contacts, scope), [contacts, scope]);
  // The contact whose form is open: 'new', one of the list, or none.
  const [editing, setEditing] = useState<Contact | 'new' | null>(null);
  const headingId = `contacts-heading-${scope.id}`;

  useEffect(() => {
    dispatch(contactsNeeded());
  }, [dispatch]);

  return (
    <section aria-labelledby={headingId} data-testid="contacts-section">
      <Flex justify="space-between" align="center" gap="small" wrap style={{ marginBottom: 12 }}>
        <Typography.Title level={headingLevel} id={headingId} style={{ fontSize: 'var(--app-font-size-heading4, 20px)', margin: 0 }}>
          {intl.formatMessage(contactsMessages.title)}
        </Typography.Title>
        <Button
          icon={<PlusOutlined />}
          onClick={() => {
            setEditing('new');
          }}
          data-testid="contacts-add"
        >
          {intl.formatMessage(contactsMessages.add)}
        </Button>
      </Flex>
      {list.status === 'failed' && list.error !== null ? (
        <RequestErrorAlert error={list.error} onRetry={() => dispatch(contactsNeeded())} testId="contacts-error" />
      ) : list.data === null ? (
        <div role="status" aria-label={intl.formatMessage(contactsMessages.loading)} data-testid="contacts-loading">
          <Skeleton active title={false} paragraph={{ rows: 2 }} />
        </div>
      ) : (
        <>
          {scope.kind === 'application' ? <LinkContacts applicationId={scope.id} candidates={contacts.filter((contact) => !shown.includes(contact))} /> : null}
          {shown.length === 0 ? (
            <Empty
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              description={intl.formatMessage(scope.kind === 'application' ? contactsMessages.emptyApplication : contactsMessages.emptyCompany)}
              data-testid="contacts-empty"
            />
          ) : (
            <List
              dataSource={shown}
              rowKey={(contact) => contact.id}
              data-testid="contacts-list"
              renderItem={(contact) => (
                <List.Item>
                  <ContactCard
                    contact={contact}
                    scope={scope}
                    onEdit={() => {
                      setEditing(contact);
                    }}
                  />
                </List.Item>
              )}
            />
          )}
        </>
      )}
      {editing === null ? null : (
        <ContactFormDialog
          scope={scope}
          {...(editing === 'new' ? {} : { contact: editing })}
          onClose={() => {
            setEditing(null);
          }}
        />
      )}
    </section>
  );
}

/** Contacts the account has but the application does not, chosen and linked in one step. */
function LinkContacts({ applicationId, candidates }: { readonly applicationId: string; readonly candidates: readonly Contact[] }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const [picked, setChosen] = useState<string[]>([]);
  // Once linked, the picked contacts are no longer candidates, and leave the field by themselves.
  const chosen = picked.filter((id) => candidates.some((contact) => contact.id === id));
  const operation = useAppSelector((state) => operationOf(selectContactOperations(state), contactOperationKeys.link(applicationId)));
  const fieldId = `contacts-link-${applicationId}`;

  if (candidates.length === 0) return null;
  return (
    <Flex vertical gap={4} style={{ marginBottom: 12 }}>
      <label htmlFor={fieldId}>{intl.formatMessage(contactsMessages.linkLabel)}</label>
      <Flex gap="small" wrap>
        <Select<string[]>
          id={fieldId}
          mode="multiple"
          value={chosen}
          onChange={setChosen}
          options={candidates.map((contact) => ({ value: contact.id, label: contact.role === null ? contact.name : `${contact.name} · ${contact.role}` }))}
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={intl.formatMessage(contactsMessages.linkPlaceholder)}
          style={{ flex: '1 1 220px', minWidth: 0 }}
          data-testid="contacts-link-select"
        />
        <Button
          icon={<LinkOutlined />}
          disabled={chosen.length === 0}
          loading={operation.status === 'submitting'}
          onClick={() => dispatch(contactsLinkRequested({ jobApplicationId: applicationId, contactIds: chosen }))}
          data-testid="contacts-link-submit"
        >
          {intl.formatMessage(contactsMessages.linkSubmit)}
        </Button>
      </Flex>
      {operation.status === 'failed' && operation.error !== null ? (
        <Alert type="error" showIcon role="alert" title={intl.formatMessage(operation.error.descriptor, operation.error.values)} />
      ) : null}
    </Flex>
  );
}
