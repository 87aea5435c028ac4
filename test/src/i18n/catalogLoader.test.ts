// The catalog of the language shown comes first; the others follow a moment after it, so that a change of
// language needs no download (it works while the server is out of reach).
import { loadCatalog, loadedCatalog, OTHER_CATALOGS_DELAY_MS } from '../../../src/i18n/catalogLoader';
import { catalogs } from '../../../src/i18n/catalogs';

afterEach(() => {
  jest.useRealTimers();
});

test('downloads the shown language first and the other ones a moment after it', async () => {
  jest.useFakeTimers();
  expect(loadedCatalog('fr-FR')).toBeUndefined();

  await expect(loadCatalog('fr-FR')).resolves.toEqual(catalogs['fr-FR']);
  expect(loadedCatalog('en-US')).toBeUndefined();

  await jest.advanceTimersByTimeAsync(OTHER_CATALOGS_DELAY_MS);
  await jest.runAllTimersAsync();
  expect(loadedCatalog('en-US')).toEqual(catalogs['en-US']);
});
