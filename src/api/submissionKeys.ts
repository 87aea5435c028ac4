// The Idempotency-Key of a create sent over HTTP (POST /api/companies, /api/job_applications): one UUID per
// submission, kept until it succeeds. A submission sent again after a network error, a timeout or a 5xx (the
// person presses the button again with the same form) is the same submission and carries the same key, so the
// server answers it from the first delivery if that one was stored, instead of creating a duplicate. A form
// that changed is another submission; so is the same form once the first succeeded.
import { newUuid } from '../common/uuid';

/** Submissions kept unsent at most: the oldest are forgotten past it (a key is only worth its retries). */
export const PENDING_SUBMISSIONS_MAX = 20;

const pendingKeys = new Map<string, string>();

function submissionOf(path: string, body: unknown): string {
  return `${path} ${JSON.stringify(body)}`;
}

/** The key of this submission: the one its earlier, unsuccessful sendings used, or a new one. */
export function submissionKeyFor(path: string, body: unknown): string {
  const submission = submissionOf(path, body);
  const kept = pendingKeys.get(submission);
  if (kept !== undefined) return kept;
  const key = newUuid();
  pendingKeys.set(submission, key);
  if (pendingKeys.size > PENDING_SUBMISSIONS_MAX) {
    const [oldest] = pendingKeys.keys();
    if (oldest !== undefined) pendingKeys.delete(oldest);
  }
  return key;
}

/** The submission was answered: sending the same form again is a new submission, with a new key. */
export function submissionSucceeded(path: string, body: unknown): void {
  pendingKeys.delete(submissionOf(path, body));
}
