import { createIntl } from 'react-intl';
import { formatDeadline, formatSalary, isDeadlinePassed } from '../../../../src/features/jobApplications/applicationDetailsFormat';
import { catalogs } from '../../../../src/i18n/catalogs';

const english = createIntl({ locale: 'en-US', messages: catalogs['en-US'] });
const french = createIntl({ locale: 'fr-FR', messages: catalogs['fr-FR'] });

/** Noon on 2026-11-29 where the test runs: the reader's own day, whatever the machine's time zone. */
const NOW = new Date(2026, 10, 29, 12, 0, 0);

describe('a deadline', () => {
  it('is passed from the day after it, in the reader’s own calendar', () => {
    expect(isDeadlinePassed('2026-11-28', NOW)).toBe(true);
    expect(isDeadlinePassed('2026-11-29', NOW)).toBe(false);
    expect(isDeadlinePassed('2026-11-30', NOW)).toBe(false);
    // Just before and just after the reader's midnight.
    expect(isDeadlinePassed('2026-11-29', new Date(2026, 10, 29, 23, 59, 59))).toBe(false);
    expect(isDeadlinePassed('2026-11-29', new Date(2026, 10, 30, 0, 0, 1))).toBe(true);
  });

  it('says so in words once passed, in both languages', () => {
    expect(formatDeadline(english, '2026-11-28', NOW)).toBe('Nov 28, 2026 (passed)');
    expect(formatDeadline(english, '2026-12-15', NOW)).toBe('Dec 15, 2026');
    expect(formatDeadline(french, '2026-11-28', NOW)).toBe('28 nov. 2026 (dépassée)');
    expect(formatDeadline(french, '2026-12-15', NOW)).toBe('15 déc. 2026');
  });
});

describe('a salary', () => {
  it('reads as a range, one end or nothing, with its period, in both languages', () => {
    const range = { salary_min: 48_000, salary_max: 56_000, salary_currency: 'EUR', salary_period: 'year' } as const;
    expect(formatSalary(english, range)).toBe('€48,000 – €56,000 a year');
    expect(formatSalary(french, range)).toBe('48\u202f000–56\u202f000\u00a0€ par an');
    expect(formatSalary(english, { ...range, salary_min: null, salary_period: 'hour' })).toBe('up to €56,000 an hour');
    expect(formatSalary(french, { ...range, salary_max: null, salary_period: null })).toBe('à partir de 48\u202f000\u00a0€');
    expect(formatSalary(english, { ...range, salary_max: 48_000, salary_currency: null, salary_period: 'month' })).toBe('48,000 a month');
    expect(formatSalary(english, { salary_min: null, salary_max: null, salary_currency: 'EUR', salary_period: 'year' })).toBeNull();
  });
});
