import { detectLocale, localeFromLanguageTag } from '../../../src/i18n/detectLocale';

function storageWith(value: string | null): Pick<Storage, 'getItem'> {
  return { getItem: (key: string) => (key === 'locale' ? value : null) };
}

describe('detectLocale', () => {
  it('takes the stored choice first, over the browser languages', () => {
    expect(detectLocale(storageWith('fr-FR'), { languages: ['en-US'], language: 'en-US' })).toBe('fr-FR');
    expect(detectLocale(storageWith('en-US'), { languages: ['fr-FR'], language: 'fr-FR' })).toBe('en-US');
  });

  it('ignores a stored value it does not support', () => {
    expect(detectLocale(storageWith('de-DE'), { languages: ['fr-CA'] })).toBe('fr-FR');
    expect(detectLocale(storageWith(''), { languages: ['fr'] })).toBe('fr-FR');
  });

  it('then takes the first browser language it speaks, in the browser order', () => {
    expect(detectLocale(storageWith(null), { languages: ['fr-BE', 'en-US'] })).toBe('fr-FR');
    expect(detectLocale(storageWith(null), { languages: ['en-GB', 'fr-FR'] })).toBe('en-US');
    expect(detectLocale(storageWith(null), { languages: ['de-DE', 'it', 'FR_ch'] })).toBe('fr-FR');
  });

  it('falls back to navigator.language when navigator.languages is missing or empty', () => {
    expect(detectLocale(storageWith(null), { language: 'fr' })).toBe('fr-FR');
    expect(detectLocale(storageWith(null), { languages: [], language: 'fr-CA' })).toBe('fr-FR');
  });

  it('ends with en-US', () => {
    expect(detectLocale(storageWith(null), { languages: ['de-DE', 'es'], language: 'de-DE' })).toBe('en-US');
    expect(detectLocale(undefined, undefined)).toBe('en-US');
  });

  it('survives a storage that throws', () => {
    const throwing: Pick<Storage, 'getItem'> = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    };
    expect(detectLocale(throwing, { languages: ['fr-FR'] })).toBe('fr-FR');
  });

  it('reads the real localStorage and navigator in the browser', () => {
    localStorage.setItem('locale', 'fr-FR');
    try {
      expect(detectLocale(localStorage, navigator)).toBe('fr-FR');
    } finally {
      localStorage.removeItem('locale');
    }
    expect(detectLocale(localStorage, navigator)).toBe('en-US'); // jsdom's navigator says en-US
  });
});

describe('localeFromLanguageTag', () => {
  it.each([
    ['fr', 'fr-FR'],
    ['fr-CA', 'fr-FR'],
    ['en', 'en-US'],
    ['EN-au', 'en-US'],
    ['de', undefined],
    ['french', undefined],
    ['', undefined],
  ])('maps %p to %p', (tag, expected) => {
    expect(localeFromLanguageTag(tag)).toBe(expected);
  });
});
