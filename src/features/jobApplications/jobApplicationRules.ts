// Validation of an application's fields, with the server's limits (contract/limits.ts, lengths in code points),
// shared by the creation form and the application page.
import type { FormRule } from 'antd';
import type { IntlShape } from 'react-intl';
import { checkedBy } from '../../common/formValidation';
import { httpUrlSchema, LONG_TEXT_MAX_LENGTH, textLength, TITLE_LENGTH, URL_LENGTH } from '../../../contract';
import {
  fieldMessages,
  titleTooLongMessage,
  titleTooShortMessage,
  urlTooLongMessage,
  urlTooShortMessage,
} from './messages';

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
