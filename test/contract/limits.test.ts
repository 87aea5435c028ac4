import {
  COMPANY_NAME_LENGTH,
  EMAIL_MAX_LENGTH,
  FILE_DESCRIPTION_LENGTH,
  FILENAME_LENGTH,
  LONG_TEXT_MAX_LENGTH,
  PASSWORD_LENGTH,
  SEARCH_MIN_LENGTH,
  TITLE_LENGTH,
  URL_LENGTH,
  hasPasswordCharacterClasses,
  isAcceptablePassword,
  isWithinLength,
  missingPasswordCharacterClasses,
  textLength,
} from '../../contract';

describe('length limits', () => {
  it('hold the numbers of the common rules of the API contract', () => {
    expect(TITLE_LENGTH).toEqual({ min: 5, max: 200 });
    expect(URL_LENGTH).toEqual({ min: 5, max: 2048 });
    expect(COMPANY_NAME_LENGTH).toEqual({ min: 1, max: 200 });
    expect(LONG_TEXT_MAX_LENGTH).toBe(100_000);
    expect(FILE_DESCRIPTION_LENGTH).toEqual({ min: 5, max: 500 });
    expect(FILENAME_LENGTH).toEqual({ min: 1, max: 255 });
    expect(EMAIL_MAX_LENGTH).toBe(254);
    expect(PASSWORD_LENGTH).toEqual({ min: 8, max: 128 });
    expect(SEARCH_MIN_LENGTH).toBe(3);
  });

  it('isWithinLength includes both bounds and nothing beyond', () => {
    const range = { min: 2, max: 4 };
    expect(['a', 'ab', 'abcd', 'abcde'].map((text) => isWithinLength(text, range))).toEqual([false, true, true, false]);
  });

  it('textLength counts code points, as the schemas do', () => {
    expect(textLength('')).toBe(0);
    expect(textLength('été')).toBe(3);
    expect(textLength('😀a😀')).toBe(3);
    expect(isWithinLength('😀😀😀😀😀', TITLE_LENGTH)).toBe(true);
    expect(isWithinLength('😀😀', { min: 3, max: 10 })).toBe(false);
  });
});

describe('password character classes', () => {
  it.each([
    ['Str0ng!pass', []],
    ['str0ng!pass', ['upper_case']],
    ['STR0NG!PASS', ['lower_case']],
    ['Strong!pass', ['digit']],
    ['Str0ngpass1', ['special']],
    ['12345678', ['lower_case', 'upper_case', 'special']],
    ['', ['lower_case', 'upper_case', 'digit', 'special']],
  ])('%j lacks %j', (password, missing) => {
    expect(missingPasswordCharacterClasses(password)).toEqual(missing);
    expect(hasPasswordCharacterClasses(password)).toBe(missing.length === 0);
  });

  it('counts accented letters by case and a space as special', () => {
    expect(hasPasswordCharacterClasses('ÉTÉ été 2026')).toBe(true);
  });

  it('does not count a letter of a caseless script as special', () => {
    expect(missingPasswordCharacterClasses('Abc1漢字')).toEqual(['special']);
  });
});

describe('isAcceptablePassword', () => {
  it('needs both the length and the classes', () => {
    expect(isAcceptablePassword('Ab1!abcd')).toBe(true); // 8
    expect(isAcceptablePassword('Ab1!abc')).toBe(false); // 7
    expect(isAcceptablePassword(`Ab1!${'a'.repeat(124)}`)).toBe(true); // 128
    expect(isAcceptablePassword(`Ab1!${'a'.repeat(125)}`)).toBe(false); // 129
    expect(isAcceptablePassword('abcdefgh12')).toBe(false);
  });
});
