import { APPLICATION_CSV_COLUMNS, APPLICATION_IMPORT_FIELDS, columnFields, normalizedHeader, recognizedField } from '../../contract';

describe('the columns of an imported CSV', () => {
  it('compares headers without case, accents, spaces or punctuation', () => {
    expect(normalizedHeader('  Intitulé du Poste ')).toBe('intituleduposte');
    expect(normalizedHeader('salary_min')).toBe('salarymin');
  });

  it.each([
    ['Job Title', 'title'],
    ['Poste', 'title'],
    ['intitule', 'title'],
    ['Entreprise', 'company'],
    ['Société', 'company'],
    ['Lien', 'url'],
    ['Statut', 'status'],
    ['Date limite', 'deadline'],
    ['Étiquettes', 'tags'],
    ['Télétravail', 'remote'],
    ['Salaire min', 'salary_min'],
    ['Description du poste', 'job_description'],
  ])('knows "%s" as %s', (header, field) => {
    expect(recognizedField(header)).toBe(field);
  });

  it('reads an export back by its own headers, leaving out the times and the last action', () => {
    const fields = columnFields(APPLICATION_CSV_COLUMNS);
    expect(fields.filter((field) => field !== null)).toEqual([...APPLICATION_IMPORT_FIELDS]);
    expect(fields[APPLICATION_CSV_COLUMNS.indexOf('created')]).toBeNull();
    expect(fields[APPLICATION_CSV_COLUMNS.indexOf('last_action')]).toBeNull();
  });

  it('lets a mapping name or leave out a column, and reads a field from its first column only', () => {
    expect(columnFields(['Job name', 'Link', 'Title', 'Poste'], { 'Job name': 'title', Title: null })).toEqual(['title', 'url', null, null]);
    expect(columnFields(['Unknown'])).toEqual([null]);
  });
});
