import {
  API_PATHS,
  createCompanyBodySchema,
  createCompanyResponseSchema,
  createJobApplicationBodySchema,
  createJobApplicationResponseSchema,
  errorCodeOfIssues,
  fileDownloadPath,
  fileThumbnailPath,
  httpErrorBodySchema,
  isSupportedContentType,
  loginBodySchema,
  loginResponseSchema,
  resetPasswordBodySchema,
  resetPasswordPagePath,
  resetPasswordRequestBodySchema,
  signUpBodySchema,
  signUpConfirmationBodySchema,
  signUpConfirmationPagePath,
  signUpResponseSchema,
  uploadFileFieldsSchema,
  uploadFileResponseSchema,
  type HttpErrorCode,
} from '../../contract';
import type { z } from 'zod';
import * as examples from './examples';

const { IDS, GOOD_PASSWORD } = examples;

/** The error code the server answers for a body, or 'valid'. */
function codeFor(schema: z.ZodType, body: unknown, fallback?: HttpErrorCode): HttpErrorCode | 'valid' {
  const result = schema.safeParse(body);
  return result.success ? 'valid' : errorCodeOfIssues(result.error, fallback);
}

const signUp = {
  email: 'ada@example.com',
  password: GOOD_PASSWORD,
  accepted_terms: '2026-11-01',
  captcha: 'eyJhbGdvcml0aG0iOiJTSEEtMjU2In0=',
  locale: 'en-US',
};

describe('paths', () => {
  it('follow the HTTP table', () => {
    expect(API_PATHS.login).toBe('/api/login');
    expect(API_PATHS.signUpConfirmation).toBe('/api/sign_up_confirmation');
    expect(API_PATHS.resetPasswordRequest).toBe('/api/reset_password_request');
    expect(API_PATHS.currentTerms).toBe('/api/terms/current');
    expect(fileDownloadPath(IDS.file)).toBe(`/api/files/download/${IDS.file}`);
    expect(fileThumbnailPath(IDS.file, '72')).toBe(examples.file.thumbnails['72']?.[0]);
    expect(signUpConfirmationPagePath('abc')).toBe('/sign_up_confirmation/abc');
    expect(resetPasswordPagePath('a/b')).toBe('/reset_password_confirmation/a%2Fb');
  });
});

describe('POST /api/login', () => {
  it('needs an email and a password, and nothing else', () => {
    expect(codeFor(loginBodySchema, { email: 'ada@example.com', password: 'old password' })).toBe('valid');
    expect(codeFor(loginBodySchema, { email: '', password: 'x' })).toBe('invalid_params');
    expect(codeFor(loginBodySchema, { email: 'ada@example.com' })).toBe('invalid_params');
    expect(codeFor(loginBodySchema, { email: 'ada@example.com', password: 'x', remember: true })).toBe('invalid_params');
    expect(codeFor(loginBodySchema, { email: 'ada@example.com', password: 'x'.repeat(129) })).toBe('invalid_params');
  });

  it('answers the account session', () => {
    expect(loginResponseSchema.parse(examples.accountSession)).toEqual(examples.accountSession);
  });
});

describe('POST /api/sign_up', () => {
  it('accepts a complete body and answers "success"', () => {
    expect(codeFor(signUpBodySchema, signUp)).toBe('valid');
    expect(signUpResponseSchema.safeParse('success').success).toBe(true);
    expect(signUpResponseSchema.safeParse('ok').success).toBe(false);
  });

  it.each([
    ['a short password', { password: 'Ab1!abc' }, 'password_too_short'],
    ['a long password', { password: `Ab1!${'a'.repeat(125)}` }, 'password_too_long'],
    ['a weak password', { password: 'abcdefgh1' }, 'password_too_weak'],
    ['a malformed email', { email: 'ada@' }, 'email_rejected'],
    // 64 + 1 + 60 + 1 + 60 + 1 + 60 + 1 + 3 + 4 = 255 characters
    ['an email over 254', { email: `${'a'.repeat(64)}@${'b'.repeat(60)}.${'c'.repeat(60)}.${'d'.repeat(60)}.eee.com` }, 'email_rejected'],
    ['an empty captcha', { captcha: '' }, 'captcha_missing'],
    ['no captcha', { captcha: undefined }, 'captcha_missing'],
    ['terms not accepted', { accepted_terms: '' }, 'terms_rejected'],
    ['an unknown locale', { locale: 'de-DE' }, 'sign_up_failed'],
  ] as const)('maps %s to its code', (_case, change, code) => {
    expect(codeFor(signUpBodySchema, { ...signUp, ...change }, 'sign_up_failed')).toBe(code);
  });

  it('refuses unknown keys', () => {
    expect(codeFor(signUpBodySchema, { ...signUp, admin: true })).toBe('invalid_params');
  });
});

describe('confirmation and reset', () => {
  it('a confirmation needs a token', () => {
    expect(codeFor(signUpConfirmationBodySchema, { token: 'abc' })).toBe('valid');
    expect(codeFor(signUpConfirmationBodySchema, { token: '' })).toBe('invalid_confirmation_code');
    expect(codeFor(signUpConfirmationBodySchema, {})).toBe('invalid_confirmation_code');
  });

  it('a reset request needs an email and a captcha', () => {
    expect(codeFor(resetPasswordRequestBodySchema, { email: 'ada@example.com', captcha: 'c' })).toBe('valid');
    expect(codeFor(resetPasswordRequestBodySchema, { email: 'ada@example.com' })).toBe('captcha_missing');
  });

  it('a reset needs a token and a password of the sign-up rules', () => {
    expect(codeFor(resetPasswordBodySchema, { token: 't', password: GOOD_PASSWORD })).toBe('valid');
    expect(codeFor(resetPasswordBodySchema, { token: '', password: GOOD_PASSWORD })).toBe('invalid_reset_token');
    expect(codeFor(resetPasswordBodySchema, { token: 't', password: 'short' })).toBe('password_too_short');
  });
});

describe('POST /api/companies', () => {
  it('takes a name of 1..200 characters', () => {
    expect(codeFor(createCompanyBodySchema, { name: 'A' })).toBe('valid');
    expect(codeFor(createCompanyBodySchema, { name: 'x'.repeat(200) })).toBe('valid');
    expect(codeFor(createCompanyBodySchema, { name: '' })).toBe('invalid_params');
    expect(codeFor(createCompanyBodySchema, { name: 'x'.repeat(201) })).toBe('invalid_params');
  });

  it('answers {data: company}', () => {
    expect(createCompanyResponseSchema.safeParse({ data: examples.company }).success).toBe(true);
    expect(createCompanyResponseSchema.safeParse(examples.company).success).toBe(false);
  });
});

describe('POST /api/job_applications', () => {
  const body = { title: 'Backend developer', url: 'https://jobs.example.com/42' };

  it('takes title and url, and optionally company_id, notes and job_description', () => {
    expect(codeFor(createJobApplicationBodySchema, body)).toBe('valid');
    expect(
      codeFor(createJobApplicationBodySchema, { ...body, company_id: IDS.company, notes: '', job_description: 'Rust' }),
    ).toBe('valid');
    expect(codeFor(createJobApplicationBodySchema, { ...body, title: 'Dev' })).toBe('invalid_params');
    expect(codeFor(createJobApplicationBodySchema, { ...body, url: 'mailto:hr@example.com' })).toBe('invalid_params');
    expect(codeFor(createJobApplicationBodySchema, { ...body, company_id: 'acme' })).toBe('invalid_params');
    expect(codeFor(createJobApplicationBodySchema, { ...body, job_description: 'x'.repeat(100_001) })).toBe('invalid_params');
    expect(codeFor(createJobApplicationBodySchema, { title: body.title })).toBe('invalid_params');
  });

  it('answers {data: job_application}', () => {
    expect(createJobApplicationResponseSchema.safeParse({ data: examples.jobApplication }).success).toBe(true);
  });
});

describe('POST /api/files', () => {
  const fields = { description: 'My resume 2026', type: 'resume', filename: 'resume.pdf' };

  it('checks the text fields of the upload', () => {
    expect(codeFor(uploadFileFieldsSchema, fields)).toBe('valid');
    expect(codeFor(uploadFileFieldsSchema, { ...fields, description: 'CV' })).toBe('invalid_params');
    expect(codeFor(uploadFileFieldsSchema, { ...fields, type: 'logo' })).toBe('invalid_params');
    expect(codeFor(uploadFileFieldsSchema, { ...fields, filename: 'x'.repeat(256) })).toBe('invalid_params');
  });

  it('answers {data: {id}}', () => {
    expect(uploadFileResponseSchema.safeParse({ data: { id: IDS.file } }).success).toBe(true);
    expect(uploadFileResponseSchema.safeParse({ data: { id: 'f1' } }).success).toBe(false);
  });

  it('knows the supported media types', () => {
    expect(isSupportedContentType('application/pdf')).toBe(true);
    expect(isSupportedContentType('image/jpeg')).toBe(true);
    expect(isSupportedContentType('image/gif')).toBe(false);
  });
});

describe('error body', () => {
  it('is {error: code} with a known code', () => {
    expect(httpErrorBodySchema.safeParse({ error: 'invalid_csrf_token' }).success).toBe(true);
    expect(httpErrorBodySchema.safeParse({ error: 'teapot' }).success).toBe(false);
    expect(httpErrorBodySchema.safeParse({ message: 'unauthorized' }).success).toBe(false);
  });
});
