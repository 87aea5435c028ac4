// The HMAC secrets of the captcha, derived from the server's secret key: the key also signs CSRF and LongPoll
// tokens, so each use gets its own key and a captcha signature can never stand in for another token.
import crypto from 'node:crypto';

export interface CaptchaSecrets {
  /** Signs the challenge parameters (altcha-lib's hmacSignatureSecret). */
  readonly signature: string;
  /** Signs the expected derived key, so verifying costs one HMAC (altcha-lib's hmacKeySignatureSecret). */
  readonly keySignature: string;
}

function derive(secret: Buffer, purpose: string): string {
  return crypto.createHmac('sha256', secret).update(purpose).digest('hex');
}

export function captchaSecretsFor(secret: Buffer): CaptchaSecrets {
  if (secret.length === 0) throw new Error('the captcha needs a non-empty secret key');
  return {
    signature: derive(secret, 'altcha:challenge-signature:v1'),
    keySignature: derive(secret, 'altcha:key-signature:v1'),
  };
}
