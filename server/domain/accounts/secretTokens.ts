// Secret tokens handed to a person (sign-in sessions, mail links): 256 random bits, of which the database
// keeps only a SHA-256 digest, so a leaked database cannot be used to sign in.
import crypto from 'node:crypto';

export function newSecretToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

export function digestOfToken(token: string): string {
  return crypto.createHash('sha256').update(token, 'utf8').digest('hex');
}
