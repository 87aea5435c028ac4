// How an application's details read in the interface language: a salary range in its currency with its period
// ("$90,000 – $110,000 a year", "48 000–56 000 € par an"), and a deadline as a date, said to be passed once it is.
import type { IntlShape } from 'react-intl';
import type { JobApplication, SalaryPeriod } from '../../../contract';
import {
  deadlinePassedMessage,
  salaryFromMessage,
  salaryPerDayMessage,
  salaryPerHourMessage,
  salaryPerMonthMessage,
  salaryPerYearMessage,
  salaryUpToMessage,
} from './detailsMessages';

type SalaryFields = Pick<JobApplication, 'salary_min' | 'salary_max' | 'salary_currency' | 'salary_period'>;

const PERIOD_MESSAGES = {
  year: salaryPerYearMessage,
  month: salaryPerMonthMessage,
  day: salaryPerDayMessage,
  hour: salaryPerHourMessage,
} as const satisfies Record<SalaryPeriod, unknown>;

/** The range ("48,000–56,000"), one end ("from 48,000", "up to 56,000"), or null without any amount. */
function amountText(intl: IntlShape, { salary_min: min, salary_max: max, salary_currency: currency }: SalaryFields): string | null {
  // Whole units: a salary is never written with cents.
  const format = new Intl.NumberFormat(intl.locale, {
    ...(currency === null ? {} : { style: 'currency', currency }),
    maximumFractionDigits: 0,
  });
  if (min !== null && max !== null) return min === max ? format.format(min) : format.formatRange(min, max);
  if (min !== null) return intl.formatMessage(salaryFromMessage, { amount: format.format(min) });
  if (max !== null) return intl.formatMessage(salaryUpToMessage, { amount: format.format(max) });
  return null;
}

export function formatSalary(intl: IntlShape, salary: SalaryFields): string | null {
  const amount = amountText(intl, salary);
  if (amount === null) return null;
  return salary.salary_period === null ? amount : intl.formatMessage(PERIOD_MESSAGES[salary.salary_period], { amount });
}

/** A `YYYY-MM-DD` date as the locale writes it, the same day wherever the reader is. */
export function formatCalendarDate(intl: IntlShape, date: string): string {
  return intl.formatDate(`${date}T00:00:00.000Z`, { dateStyle: 'medium', timeZone: 'UTC' });
}

/** The reader's own calendar day at `now`, as `YYYY-MM-DD`. */
function localCalendarDay(now: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${String(now.getFullYear())}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Whether a deadline's day is over for the reader: the day before theirs, or earlier. */
export function isDeadlinePassed(deadline: string, now: Date = new Date()): boolean {
  return deadline < localCalendarDay(now);
}

/** A deadline as the locale writes it, said to be passed once its day is over (in words, not only in colour). */
export function formatDeadline(intl: IntlShape, deadline: string, now: Date = new Date()): string {
  const date = formatCalendarDate(intl, deadline);
  return isDeadlinePassed(deadline, now) ? intl.formatMessage(deadlinePassedMessage, { date }) : date;
}
