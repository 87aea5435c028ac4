// The Idempotency-Key of a create: kept for every sending of one submission until it succeeds.
import { PENDING_SUBMISSIONS_MAX, submissionKeyFor, submissionSucceeded } from '../../../src/api/submissionKeys';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('submission keys', () => {
  it('gives the same key to a submission sent again before it succeeded, and a new one after', () => {
    const body = { name: 'Acme keys' };
    const first = submissionKeyFor('/companies', body);
    expect(first).toMatch(UUID);
    expect(submissionKeyFor('/companies', { name: 'Acme keys' })).toBe(first);
    submissionSucceeded('/companies', body);
    expect(submissionKeyFor('/companies', body)).not.toBe(first);
  });

  it('gives another key to another form or another route', () => {
    const key = submissionKeyFor('/companies', { name: 'Globex keys' });
    expect(submissionKeyFor('/companies', { name: 'Initech keys' })).not.toBe(key);
    expect(submissionKeyFor('/job_applications', { name: 'Globex keys' })).not.toBe(key);
  });

  it('forgets the oldest submissions past its bound', () => {
    const oldest = submissionKeyFor('/companies', { name: 'oldest' });
    for (let index = 0; index < PENDING_SUBMISSIONS_MAX; index += 1) submissionKeyFor('/companies', { name: `filler ${String(index)}` });
    expect(submissionKeyFor('/companies', { name: 'oldest' })).not.toBe(oldest);
  });
});
