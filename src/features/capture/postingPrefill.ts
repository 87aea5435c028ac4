// A captured posting as the new-application form's starting values. The description keeps, on its first line,
// when and where it was captured: the posting stays with the application, dated, after the board takes it down.
import { UNSET_APPLICATION_DETAILS, type Posting } from '../../../contract';
import type { NewApplicationPrefill } from '../jobApplications';

/** A `YYYY-MM-DD` date out of what the page gave (`2026-12-31` or `2026-12-31T23:59:00Z`), or null. */
function calendarDateOf(text: string | null): string | null {
  const date = /^(\d{4}-\d{2}-\d{2})/.exec(text ?? '')?.[1];
  return date === undefined || Number.isNaN(Date.parse(date)) ? null : date;
}

export function postingPrefill(posting: Posting | null, pageUrl: string, sharedTitle: string | null, capturedLine: string): NewApplicationPrefill {
  const description = posting?.job_description ?? null;
  return {
    title: posting?.title ?? sharedTitle ?? '',
    url: posting?.url ?? pageUrl,
    companyName: posting?.company ?? null,
    job_description: description === null ? '' : `${capturedLine}\n\n${description}`,
    details: {
      ...UNSET_APPLICATION_DETAILS,
      location: posting?.location ?? null,
      remote: posting?.remote ?? null,
      salary_min: posting?.salary_min ?? null,
      salary_max: posting?.salary_max ?? null,
      salary_currency: posting?.salary_currency ?? null,
      salary_period: posting?.salary_period ?? null,
      source: posting?.source ?? null,
      deadline: calendarDateOf(posting?.valid_through ?? null),
    },
  };
}
