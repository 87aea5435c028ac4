// The terms call's path for the HTTP client, which adds the /api base itself.
import { API_PATHS } from '../../../contract';
import { API_BASE_PATH } from '../../api/httpClient';
import type { Locale } from '../../i18n/locales';

/** GET /api/terms/current?locale=...: the terms in the interface language. */
export function currentTermsPath(locale: Locale): string {
  return `${API_PATHS.currentTerms.slice(API_BASE_PATH.length)}?${new URLSearchParams({ locale }).toString()}`;
}
