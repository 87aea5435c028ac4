// The links mails carry: PUBLIC_URL plus the browser app's page for the token.
import { resetPasswordPagePath, signUpConfirmationPagePath } from '../../../contract';

/** `${publicUrl}/sign_up_confirmation/{token}` */
export function confirmationLink(publicUrl: string, token: string): string {
  return `${trimTrailingSlashes(publicUrl)}${signUpConfirmationPagePath(token)}`;
}

/** `${publicUrl}/reset_password_confirmation/{token}` */
export function passwordResetLink(publicUrl: string, token: string): string {
  return `${trimTrailingSlashes(publicUrl)}${resetPasswordPagePath(token)}`;
}

// Config already trims it; a caller passing its own origin must not get `//sign_up_confirmation`.
function trimTrailingSlashes(publicUrl: string): string {
  return publicUrl.replace(/\/+$/, '');
}
