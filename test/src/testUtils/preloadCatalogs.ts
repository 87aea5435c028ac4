// Downloads both languages' catalogs, so that components under LocaleProvider render without suspending.
import { loadCatalog } from '../../../src/i18n/catalogLoader';
import { SUPPORTED_LOCALES } from '../../../src/i18n/locales';

export async function preloadCatalogs(): Promise<void> {
  await Promise.all(SUPPORTED_LOCALES.map(loadCatalog));
}
