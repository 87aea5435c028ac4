// Client-side validation of the account forms, as antd Form rules, and as checks for the sign-in form (drawn
// without antd): the spec's rules (section 5) with the contract's limits, so the form refuses what the server
// would. Lengths count code points, as the server does.
import type { FormRule } from 'antd';
import type { IntlShape } from 'react-intl';
import { loadContractSchemas } from '../../api/contractSchemas';
import { textOf, verdict } from '../../common/formValidation';
import { EMAIL_MAX_LENGTH, missingPasswordCharacterClasses, PASSWORD_LENGTH, textLength } from '../../../contract';
import { emailTooLongMessage, passwordClassMessages, passwordMissingClassesMessage, passwordTooLongMessage, passwordTooShortMessage, validationMessages } from './messages';

async function emailProblem(intl: IntlShape, email: string): Promise<string | null> {
  if (email.trim() === '') return null; // said by the required rule
  if (textLength(email) > EMAIL_MAX_LENGTH) return intl.formatMessage(emailTooLongMessage, { max: EMAIL_MAX_LENGTH });
  // The server's own check, so the form never sends an address it would refuse as malformed. Its schema comes
  // with the first address typed (contractSchemas.ts); should that download fail, the server's answer says it.
  const emailSchema = await loadContractSchemas().then(
    (schemas) => schemas.emailSchema,
    () => null,
  );
  if (emailSchema !== null && !emailSchema.safeParse(email.trim()).success) return intl.formatMessage(validationMessages.emailInvalid);
  return null;
}

export function emailRules(intl: IntlShape): FormRule[] {
  return [
    { required: true, whitespace: true, message: intl.formatMessage(validationMessages.emailRequired) },
    {
      validator: async (_rule, value) => verdict(await emailProblem(intl, textOf(value))),
    },
  ];
}

/** Sign-in only needs a password (old ones keep working if the rules change), within the upper bound. */
export function currentPasswordProblem(intl: IntlShape, password: string): string | null {
  if (password === '') return intl.formatMessage(validationMessages.passwordRequired);
  return textLength(password) > PASSWORD_LENGTH.max ? intl.formatMessage(passwordTooLongMessage, { max: PASSWORD_LENGTH.max }) : null;
}

/** An email that must be there, for a form drawn without antd (the sign-in page): the rules of emailRules. */
export async function requiredEmailProblem(intl: IntlShape, email: string): Promise<string | null> {
  return email.trim() === '' ? intl.formatMessage(validationMessages.emailRequired) : emailProblem(intl, email);
}


/** What is wrong with a new password, or null; the classes it lacks are listed ("a digit and a special character"). */
export function newPasswordProblem(intl: IntlShape, password: string): string | null {
  if (password === '') return null; // said by the required rule
  const length = textLength(password);
  if (length < PASSWORD_LENGTH.min) return intl.formatMessage(passwordTooShortMessage, { min: PASSWORD_LENGTH.min });
  if (length > PASSWORD_LENGTH.max) return intl.formatMessage(passwordTooLongMessage, { max: PASSWORD_LENGTH.max });
  const missing = missingPasswordCharacterClasses(password);
  if (missing.length === 0) return null;
  const list = intl.formatList(
    missing.map((characterClass) => intl.formatMessage(passwordClassMessages[characterClass])),
    { type: 'conjunction' },
  );
  return intl.formatMessage(passwordMissingClassesMessage, { missing: list });
}

/** A new password: 8..128 characters holding the four character classes; says which classes are missing. */
export function newPasswordRules(intl: IntlShape): FormRule[] {
  return [
    { required: true, message: intl.formatMessage(validationMessages.passwordRequired) },
    {
      validator: (_rule, value) => verdict(newPasswordProblem(intl, textOf(value))),
    },
  ];
}

/** The confirmation of the field `passwordField`: present and equal to it. */
export function passwordConfirmationRules(intl: IntlShape, passwordField: string): FormRule[] {
  return [
    { required: true, message: intl.formatMessage(validationMessages.passwordConfirmationRequired) },
    ({ getFieldValue }) => ({
      validator: (_rule, value) => {
        const confirmation = textOf(value);
        const matches = confirmation === '' || confirmation === getFieldValue(passwordField);
        return verdict(matches ? null : intl.formatMessage(validationMessages.passwordsDoNotMatch));
      },
    }),
  ];
}

export function termsRules(intl: IntlShape): FormRule[] {
  return [
    {
      validator: (_rule, value) => verdict(value === true ? null : intl.formatMessage(validationMessages.termsRequired)),
    },
  ];
}

/** A captcha that must be solved, for a form drawn without antd: the rule of captchaRules. */
export function captchaProblem(intl: IntlShape, solution: string | undefined): string | null {
  return solution === undefined || solution === '' ? intl.formatMessage(validationMessages.captchaRequired) : null;
}

export function captchaRules(intl: IntlShape): FormRule[] {
  return [{ required: true, message: intl.formatMessage(validationMessages.captchaRequired) }];
}

export function confirmationCodeRules(intl: IntlShape): FormRule[] {
  return [{ required: true, whitespace: true, message: intl.formatMessage(validationMessages.confirmationCodeRequired) }];
}
