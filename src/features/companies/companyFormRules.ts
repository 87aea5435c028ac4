// The rules of a company's fields in the browser, the server's own limits (contract), so a form never sends what
// the server refuses: a name of 1 to 200 characters, an optional http(s) website, notes of at most 100,000.
import type { FormRule } from 'antd';
import type { IntlShape } from 'react-intl';
import { LONG_TEXT_MAX_LENGTH, textLength, URL_LENGTH } from '../../../contract';
import { checkedBy } from '../../common/formValidation';
import { optionalUrlProblem } from '../../common/optionalUrl';
import { companyFormMessages, notesTooLongMessage, urlTooLongMessage } from './pageMessages';

export function companyUrlRules(intl: IntlShape): FormRule[] {
  return checkedBy((text) => {
    const problem = optionalUrlProblem(text);
    if (problem === 'too_long') return intl.formatMessage(urlTooLongMessage, { max: URL_LENGTH.max });
    return problem === 'invalid' ? intl.formatMessage(companyFormMessages.urlInvalid) : null;
  });
}

export function companyNotesRules(intl: IntlShape): FormRule[] {
  return checkedBy((text) => (textLength(text) > LONG_TEXT_MAX_LENGTH ? intl.formatMessage(notesTooLongMessage, { max: LONG_TEXT_MAX_LENGTH }) : null));
}

/** What the form holds, as the server takes it: an empty website is none. */
export interface CompanyFormValues {
  readonly name: string;
  readonly url: string;
  readonly notes: string;
}

export function companyFieldsOf(values: CompanyFormValues): { name: string; url: string | null; notes: string } {
  const url = values.url.trim();
  return { name: values.name.trim(), url: url === '' ? null : url, notes: values.notes };
}
