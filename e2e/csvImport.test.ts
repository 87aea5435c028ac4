// CSV in and out in Chromium against the real server and its SQLite storage, in English and in French: one
// account's export downloaded from the list, imported into another account from /import (its columns
// recognised, then the summary), and the same records found there; then a French spreadsheet's CSV (semicolons,
// French headers) with a duplicate and a bad row, and the summary saying so by line.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { signUpConfirmedAccount } from './support/accountApi';
import { formattedText, messageText } from './support/catalogs';
import { useSignedInDevices } from './support/devices';
import { postApplications, UI_TIMEOUT_MS, waitForText } from './support/jobSearchPages';

const JOURNEY_TIMEOUT_MS = 120_000;

describe.each(['en-US', 'fr-FR'] as const)('CSV import in Chromium (%s)', (locale) => {
  const devices = useSignedInDevices(locale);
  const text = (id: string) => messageText(locale, id);

  it(
    'imports another account’s export with the same records, then a French CSV with a duplicate and a bad row',
    async () => {
      const source = await devices.signedInDevice(await signUpConfirmedAccount(devices.server, locale));
      await postApplications(source, [
        { title: 'Staff engineer', url: 'https://jobs.example.org/s1', salary_min: 90_000, salary_max: 110_000, salary_currency: 'USD', salary_period: 'year', tags: ['remote', 'dream'] },
        { title: 'Ingénieure données', url: 'https://jobs.example.org/s2', location: 'Lyon', notes: 'Première ligne\nDeuxième ligne' },
      ]);
      await source.goto(`${devices.server.url}/job_applications`);
      const [download] = await Promise.all([source.waitForEvent('download', { timeout: UI_TIMEOUT_MS }), source.getByTestId('job-applications-export').click()]);
      const exported = await download.path();

      // Another account imports it from the list's Import button.
      const target = await devices.signedInDevice(await signUpConfirmedAccount(devices.server, locale));
      await target.goto(`${devices.server.url}/job_applications`);
      await target.getByTestId('job-applications-import').click();
      await target.waitForURL(`${devices.server.url}/import`);
      await waitForText(target.getByTestId('page-title'), text('csvImport.title'));
      await target.getByTestId('csv-import-file').setInputFiles(exported);
      const columns = target.getByTestId('csv-import-column').getByRole('combobox');
      await columns.first().waitFor({ timeout: UI_TIMEOUT_MS });
      expect(await columns.evaluateAll((selects) => selects.slice(0, 4).map((select) => (select as HTMLSelectElement).value))).toEqual(['title', 'company', 'url', 'status']);
      await target.getByTestId('csv-import-submit').click();
      await waitForText(target.getByTestId('csv-import-created'), formattedText(locale, 'csvImport.created', { count: 2 }));
      await waitForText(target.getByTestId('csv-import-error-count'), formattedText(locale, 'csvImport.errorCount', { count: 0 }));

      // The same records in the target's list, details included.
      await target.getByTestId('csv-import-see-list').click();
      const rows = target.getByTestId('job-application-row');
      await waitForText(rows.filter({ hasText: 'Staff engineer' }), 'Staff engineer');
      await waitForText(rows.filter({ hasText: 'Ingénieure données' }), 'Ingénieure données');
      const range = await target.evaluate((language) => new Intl.NumberFormat(language, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).formatRange(90_000, 110_000), locale);
      await waitForText(rows.filter({ hasText: 'Staff engineer' }), range);

      // A French spreadsheet's CSV: one row already here, one new, one without a valid URL.
      const frenchCsv = path.join(os.tmpdir(), `candidatures-${locale}.csv`);
      await fs.promises.writeFile(
        frenchCsv,
        [
          'Intitulé du poste;Entreprise;Lien;Statut;Étiquettes',
          'Staff engineer;;https://jobs.example.org/s1;;',
          'Chargée de projet;Globex;https://jobs.example.org/s3;Entretien;"télétravail;senior"',
          'Analyste;Globex;pas une adresse;;',
        ].join('\r\n'),
      );
      await target.goto(`${devices.server.url}/import`);
      await target.getByTestId('csv-import-file').setInputFiles(frenchCsv);
      await columns.first().waitFor({ timeout: UI_TIMEOUT_MS });
      expect(await columns.evaluateAll((selects) => selects.map((select) => (select as HTMLSelectElement).value))).toEqual(['title', 'company', 'url', 'status', 'tags']);
      await target.getByTestId('csv-import-submit').click();
      await waitForText(target.getByTestId('csv-import-created'), formattedText(locale, 'csvImport.created', { count: 1 }));
      await waitForText(target.getByTestId('csv-import-duplicates'), formattedText(locale, 'csvImport.duplicates', { count: 1 }));
      const lineError = target.getByTestId('csv-import-errors');
      await waitForText(lineError, formattedText(locale, 'csvImport.lineError', { line: 4, message: '' }).trim());
      await waitForText(lineError, 'pas une adresse');
      await fs.promises.rm(frenchCsv, { force: true });
      expect(devices.problems).toEqual([]);
    },
    JOURNEY_TIMEOUT_MS,
  );
});
