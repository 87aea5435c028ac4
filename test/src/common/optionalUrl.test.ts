// The optional web address check the company and contact forms share: what the server's schema refuses, found
// before sending.
import { optionalUrlProblem } from '../../../src/common/optionalUrl';

describe('an optional web address', () => {
  it.each([
    ['', null],
    ['   ', null],
    ['https://acme.example.org', null],
    [' http://acme.example.org/jobs ', null],
    ['acme.example.org', 'invalid'],
    ['ftp://acme.example.org', 'invalid'],
    ['javascript:alert(1)', 'invalid'],
    [`https://example.org/${'a'.repeat(2048)}`, 'too_long'],
  ])('%j is %s', (text, problem) => {
    expect(optionalUrlProblem(text)).toBe(problem);
  });
});
