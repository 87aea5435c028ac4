import type { z } from 'zod';
import {
  companyNameSchema,
  dateTimeSchema,
  emailSchema,
  fileDescriptionSchema,
  filenameSchema,
  httpUrlSchema,
  idSchema,
  jobUrlSchema,
  longTextSchema,
  passwordSchema,
  titleSchema,
} from '../../contract';

const text = (length: number): string => 'x'.repeat(length);

/** An http URL of exactly `length` characters. */
const urlOfLength = (length: number): string => `https://example.com/${text(length - 'https://example.com/'.length)}`;

/** An email address of exactly `length` characters, with labels short enough to be valid. */
function emailOfLength(length: number): string {
  const domainTail = '.com';
  const local = 'a'.repeat(64);
  let domain = '';
  while (local.length + 1 + domain.length + domainTail.length < length) {
    const room = length - (local.length + 1 + domain.length + domainTail.length);
    const label = 'b'.repeat(Math.min(room - (domain === '' ? 0 : 1), 60));
    domain = domain === '' ? label : `${domain}.${label}`;
  }
  return `${local}@${domain}${domainTail}`;
}

const accepts = (schema: z.ZodType, value: unknown): boolean => schema.safeParse(value).success;

describe('field limits: each accepts its bounds and rejects one under and one over', () => {
  it.each([
    ['title', titleSchema, 5, 200],
    ['company name', companyNameSchema, 1, 200],
    ['file description', fileDescriptionSchema, 5, 500],
    ['filename', filenameSchema, 1, 255],
  ] as const)('%s: %i..%i', (_name, schema, min, max) => {
    expect(accepts(schema, text(min))).toBe(true);
    expect(accepts(schema, text(max))).toBe(true);
    expect(accepts(schema, text(min - 1))).toBe(false);
    expect(accepts(schema, text(max + 1))).toBe(false);
  });

  it('notes and job description: empty up to 100000', () => {
    expect(accepts(longTextSchema, '')).toBe(true);
    expect(accepts(longTextSchema, text(100_000))).toBe(true);
    expect(accepts(longTextSchema, text(100_001))).toBe(false);
  });

  it('url: up to 2048, at least 5', () => {
    expect(urlOfLength(2048)).toHaveLength(2048);
    expect(accepts(jobUrlSchema, urlOfLength(2048))).toBe(true);
    expect(accepts(jobUrlSchema, urlOfLength(2049))).toBe(false);
    expect(accepts(jobUrlSchema, 'http')).toBe(false);
    expect(accepts(jobUrlSchema, 'http://a')).toBe(true);
  });

  it('email: up to 254', () => {
    expect(emailOfLength(254)).toHaveLength(254);
    expect(emailOfLength(255)).toHaveLength(255);
    expect(accepts(emailSchema, emailOfLength(254))).toBe(true);
    expect(accepts(emailSchema, emailOfLength(255))).toBe(false);
  });

  it('password: 8..128 with the character classes, each failure coded', () => {
    const codeOf = (value: unknown): string | undefined => passwordSchema.safeParse(value).error?.issues[0]?.message;
    expect(codeOf(`Ab1!${text(4)}`)).toBeUndefined();
    expect(codeOf(`Ab1!${text(124)}`)).toBeUndefined();
    expect(codeOf(`Ab1!${text(3)}`)).toBe('password_too_short');
    expect(codeOf(`Ab1!${text(125)}`)).toBe('password_too_long');
    expect(codeOf('abcdefgh1!')).toBe('password_too_weak');
    expect(codeOf(undefined)).toBe('password_too_short');
  });

  it('counts length in code points, an emoji being one character', () => {
    expect(accepts(titleSchema, '😀'.repeat(5))).toBe(true);
    expect(accepts(titleSchema, '😀'.repeat(4))).toBe(false); // 8 UTF-16 units, 4 characters
    expect(accepts(titleSchema, '😀'.repeat(200))).toBe(true); // 400 UTF-16 units
    expect(accepts(titleSchema, '😀'.repeat(201))).toBe(false);
  });
});

describe('formats', () => {
  it('ids are UUID v4', () => {
    expect(accepts(idSchema, '6c4a2e1f-0b9d-4c8e-8f7a-5d3b1c2e4f60')).toBe(true);
    expect(accepts(idSchema, '6C4A2E1F-0B9D-4C8E-8F7A-5D3B1C2E4F60')).toBe(true);
    expect(accepts(idSchema, '6c4a2e1f-0b9d-1c8e-8f7a-5d3b1c2e4f60')).toBe(false); // version 1
    expect(accepts(idSchema, '6c4a2e1f-0b9d-4c8e-cf7a-5d3b1c2e4f60')).toBe(false); // wrong variant
    expect(accepts(idSchema, '6c4a2e1f0b9d4c8e8f7a5d3b1c2e4f60')).toBe(false);
    expect(accepts(idSchema, 42)).toBe(false);
  });

  it('dates are ISO 8601 in UTC', () => {
    expect(accepts(dateTimeSchema, '2026-11-22T09:30:00.000Z')).toBe(true);
    expect(accepts(dateTimeSchema, '2026-11-22T09:30:00Z')).toBe(true);
    expect(accepts(dateTimeSchema, new Date(Date.UTC(2026, 10, 22)).toISOString())).toBe(true);
    expect(accepts(dateTimeSchema, '2026-11-22T09:30:00+01:00')).toBe(false);
    expect(accepts(dateTimeSchema, '2026-11-22')).toBe(false);
    expect(accepts(dateTimeSchema, '2026-02-30T09:30:00Z')).toBe(false);
    expect(accepts(dateTimeSchema, 'Sun, 22 Nov 2026 09:30:00 GMT')).toBe(false);
  });

  it('urls are http or https only', () => {
    expect(accepts(httpUrlSchema, 'http://example.com')).toBe(true);
    expect(accepts(httpUrlSchema, 'https://example.com/pay?session=1')).toBe(true);
    expect(accepts(httpUrlSchema, 'ftp://example.com')).toBe(false);
    expect(accepts(httpUrlSchema, 'javascript:alert(1)')).toBe(false);
    expect(accepts(httpUrlSchema, 'example.com')).toBe(false);
  });
});
