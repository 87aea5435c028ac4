// The language of a visitor without an account: the browser's most wanted language the interface speaks.
import { visitorLocale } from '../../../server/http/visitorLocale';

describe('visitorLocale', () => {
  it.each([
    [undefined, 'en-US'],
    ['', 'en-US'],
    ['fr', 'fr-FR'],
    ['fr-CA,fr;q=0.9', 'fr-FR'],
    ['FR-fr', 'fr-FR'],
    ['en-GB,fr;q=0.8', 'en-US'],
    ['de-DE,fr;q=0.7,en;q=0.3', 'fr-FR'],
    ['en;q=0.4,fr;q=0.6', 'fr-FR'],
    ['fr;q=0,en', 'en-US'],
    ['de,es', 'en-US'],
    ['*', 'en-US'],
    // An unreadable weight counts as none given.
    [';;,q=,fr;q=abc', 'fr-FR'],
    ['fr;q=1.5,en;q=0.5', 'fr-FR'],
  ])('%j reads %s', (header, expected) => {
    expect(visitorLocale(header)).toBe(expected);
  });
});
