// "Follow up?": the submission is the application's latest action, dated more than the follow-up days ago.
import { needsFollowUp, unansweredSubmitDate } from '../../contract';

const DAY = 24 * 60 * 60 * 1000;
const NOW = new Date('2026-11-29T12:00:00.000Z');
const daysAgo = (days: number, extraMs = 0) => new Date(NOW.getTime() - days * DAY - extraMs).toISOString();

describe('needsFollowUp', () => {
  it('asks once the submission is more than the follow-up days old, not at exactly that age', () => {
    expect(needsFollowUp(daysAgo(7), 7, NOW)).toBe(false);
    expect(needsFollowUp(daysAgo(7, 1), 7, NOW)).toBe(true);
    expect(needsFollowUp(daysAgo(8), 7, NOW)).toBe(true);
    expect(needsFollowUp(daysAgo(6), 7, NOW)).toBe(false);
    expect(needsFollowUp(daysAgo(2), 1, NOW)).toBe(true);
  });

  it('never asks with 0 days (turned off), without an unanswered submission, or for one still to come', () => {
    expect(needsFollowUp(daysAgo(300), 0, NOW)).toBe(false);
    expect(needsFollowUp(null, 7, NOW)).toBe(false);
    expect(needsFollowUp(undefined, 7, NOW)).toBe(false);
    expect(needsFollowUp(daysAgo(-3), 1, NOW)).toBe(false);
    expect(needsFollowUp('not a date', 1, NOW)).toBe(false);
  });
});

describe('unansweredSubmitDate', () => {
  it('is the submission’s date when it is the latest action by date, whatever the order given', () => {
    expect(
      unansweredSubmitDate([
        { type: 'submit', date: daysAgo(8) },
        { type: 'email', date: daysAgo(10) },
      ]),
    ).toBe(daysAgo(8));
  });

  it('is null when the latest action is not a submission: an email, an interview, a reminder still to come', () => {
    for (const type of ['email', 'interview', 'reminder', 'refused'] as const) {
      expect(unansweredSubmitDate([{ type: 'submit', date: daysAgo(8) }, { type, date: daysAgo(-1) }])).toBeNull();
    }
    expect(unansweredSubmitDate([])).toBeNull();
  });

  it('breaks a tie of dates by creation, then by id, as the server does', () => {
    const date = daysAgo(8);
    const submit = { type: 'submit', date, created: '2026-11-01T00:00:02.000Z', id: 'a' } as const;
    const email = { type: 'email', date, created: '2026-11-01T00:00:01.000Z', id: 'b' } as const;
    expect(unansweredSubmitDate([email, submit])).toBe(date);
    expect(unansweredSubmitDate([submit, { ...email, created: submit.created }])).toBeNull();
  });
});
