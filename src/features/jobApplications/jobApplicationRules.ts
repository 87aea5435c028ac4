// Validation of an application's fields, with the server's limits (contract/limits.ts, lengths in code points),
// shared by the creation form and the application page.
import type { FormRule } from 'antd';
import type { IntlShape } from 'react-intl';
import { httpUrlSchema, LONG_TEXT_MAX_LENGTH, textLength, TITLE_LENGTH, URL_LENGTH } from '../../../contract';
import {
  fieldMessages,
  titleTooLongMessage,
  titleTooShortMessage,
  urlTooLongMessage,
  urlTooShortMessage,
} from './messages';

function textOf(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** One rule, so a field shows one message at a time: the first problem found. */
function checkedBy(check: (text: string) => string | null): FormRule[] {
  return [
    {
      validator: (_rule, value: unknown) => {
        const problem = check(textOf(value));
        return problem === null ? Promise.resolve() : Promise.reject(new Error(problem));
      },
    },
  ];
}

export function titleRules(intl: IntlShape): FormRule[] {
  return checkedBy((text) => {
    if (text.trim() === '') return intl.formatMessage(fieldMessages.titleRequired);
    const length = textLength(text);
    if (length < TITLE_LENGTH.min) return intl.formatMessage(titleTooShortMessage, { min: TITLE_LENGTH.min });
    if (length > TITLE_LENGTH.max) return intl.formatMessage(titleTooLongMessage, { max: TITLE_LENGTH.max });
    return null;
  });
}

export function urlRules(intl: IntlShape): FormRule[] {
  return checkedBy((text) => {
    if (text.trim() === '') return intl.formatMessage(fieldMessages.urlRequired);
    const length = textLength(text);
    if (length < URL_LENGTH.min) return intl.formatMessage(urlTooShortMessage, { min: URL_LENGTH.min });
    if (length > URL_LENGTH.max) return intl.formatMessage(urlTooLongMessage, { max: URL_LENGTH.max });
    // The server's own check, so the form never accepts what the server refuses.
    if (!httpUrlSchema.safeParse(text).success) return intl.formatMessage(fieldMessages.urlInvalid);
    return null;
  });
}

export function longTextRules(intl: IntlShape): FormRule[] {
  return checkedBy((text) => (textLength(text) > LONG_TEXT_MAX_LENGTH ? intl.formatMessage(fieldMessages.textTooLong) : null));
}
