import { parseLoginInfo } from '../../../../src/features/session/loginInfo';

const info = {
  user_id: '8d7f5a52-3c1e-4f7b-9a2d-1b2c3d4e5f60',
  email: 'zoé@example.test',
  token: 'token-abc',
  credits: 3,
  accepted_terms: null,
  current_terms: '2026-11-01',
};

function encode(value: unknown): string {
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  return btoa(String.fromCharCode(...bytes));
}

describe('login info of /login/{login_info}', () => {
  it('reads base64 JSON, with UTF-8 text', () => {
    expect(parseLoginInfo(encode(info))).toEqual(info);
  });

  it('reads the URL-safe alphabet without padding', () => {
    const urlSafe = encode({ ...info, accepted_terms: '2026-11-01' }).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    expect(parseLoginInfo(urlSafe)).toEqual({ ...info, accepted_terms: '2026-11-01' });
  });

  it.each([
    ['credits as a string', { ...info, credits: '3' }],
    ['user_id as a number', { ...info, user_id: 42 }],
    ['accepted_terms as a number', { ...info, accepted_terms: 1 }],
    ['no current_terms', { ...info, current_terms: undefined }],
    ['no token', { ...info, token: undefined }],
    ['an unexpected field', { ...info, admin: true }],
    ['an array', [info]],
  ])('refuses %s', (_case, value) => {
    expect(parseLoginInfo(encode(value))).toBeNull();
  });

  it.each(['', 'not base64!', btoa('not json'), btoa('"a string"')])('refuses %p', (encoded) => {
    expect(parseLoginInfo(encoded)).toBeNull();
  });
});
