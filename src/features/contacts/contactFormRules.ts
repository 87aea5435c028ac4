// The rules of a contact's fields in the browser: the server's own schemas (contract), so a form never sends
// what the server refuses, each problem said in the reader's language.
import type { FormRule } from 'antd';
import type { IntlShape } from 'react-intl';
import {
  CONTACT_NAME_LENGTH,
  CONTACT_PHONE_LENGTH,
  CONTACT_ROLE_LENGTH,
  emailSchema,
  LONG_TEXT_MAX_LENGTH,
  phoneSchema,
  textLength,
  URL_LENGTH,
} from '../../../contract';
import { checkedBy } from '../../common/formValidation';
import { optionalUrlProblem } from '../../common/optionalUrl';
import type { ContactFields } from './contactsSlice';
import { contactFieldMessages, contactTooLongMessage } from './messages';

const tooLong = (intl: IntlShape, text: string, max: number) => (textLength(text) > max ? intl.formatMessage(contactTooLongMessage, { max }) : null);

export function contactNameRules(intl: IntlShape): FormRule[] {
  return checkedBy((text) => (text.trim() === '' ? intl.formatMessage(contactFieldMessages.nameRequired) : tooLong(intl, text, CONTACT_NAME_LENGTH.max)));
}

export function contactRoleRules(intl: IntlShape): FormRule[] {
  return checkedBy((text) => tooLong(intl, text, CONTACT_ROLE_LENGTH.max));
}

export function contactEmailRules(intl: IntlShape): FormRule[] {
  return checkedBy((text) => (text.trim() === '' || emailSchema.safeParse(text.trim()).success ? null : intl.formatMessage(contactFieldMessages.emailInvalid)));
}

export function contactPhoneRules(intl: IntlShape): FormRule[] {
  return checkedBy((text) => {
    if (text.trim() === '') return null;
    return tooLong(intl, text.trim(), CONTACT_PHONE_LENGTH.max) ?? (phoneSchema.safeParse(text.trim()).success ? null : intl.formatMessage(contactFieldMessages.phoneInvalid));
  });
}

export function contactUrlRules(intl: IntlShape): FormRule[] {
  return checkedBy((text) => {
    const problem = optionalUrlProblem(text);
    if (problem === 'too_long') return intl.formatMessage(contactTooLongMessage, { max: URL_LENGTH.max });
    return problem === 'invalid' ? intl.formatMessage(contactFieldMessages.urlInvalid) : null;
  });
}

export function contactNotesRules(intl: IntlShape): FormRule[] {
  return checkedBy((text) => tooLong(intl, text, LONG_TEXT_MAX_LENGTH));
}

/** What the form holds: text in every field, '' for none, and the company chosen or null. */
export interface ContactFormValues {
  readonly name: string;
  readonly role: string;
  readonly email: string;
  readonly phone: string;
  readonly url: string;
  readonly notes: string;
  readonly company_id: string | null;
}

const orNull = (text: string): string | null => (text.trim() === '' ? null : text.trim());

export function contactFieldsOf(values: ContactFormValues): ContactFields {
  return {
    name: values.name.trim(),
    role: orNull(values.role),
    email: orNull(values.email),
    phone: orNull(values.phone),
    url: orNull(values.url),
    // Notes keep their own spaces and line breaks; empty ones are none.
    notes: values.notes.trim() === '' ? null : values.notes,
    company_id: values.company_id ?? null,
  };
}

export function formValuesOf(contact: ContactFields): ContactFormValues {
  return {
    name: contact.name,
    role: contact.role ?? '',
    email: contact.email ?? '',
    phone: contact.phone ?? '',
    url: contact.url ?? '',
    notes: contact.notes ?? '',
    company_id: contact.company_id,
  };
}

/** The fields that differ from the contact's: what an update sends. */
export function changedFields(before: ContactFields, after: ContactFields): Partial<ContactFields> {
  return Object.fromEntries(Object.entries(after).filter(([key, value]) => before[key as keyof ContactFields] !== value));
}
