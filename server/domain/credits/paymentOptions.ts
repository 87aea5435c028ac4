// The packs of credits on sale: from PAYMENT_OPTIONS_FILE, or the contract's defaults. Each has a stable id,
// so an id the browser holds stays good across restarts and means the same pack on every server process.
import crypto from 'node:crypto';
import fs from 'node:fs';
import { z } from 'zod';
import { idSchema, type PaymentOption } from '../../../contract';
import { ConfigError, type PaymentSettings } from '../../config';

/** The contract's defaults; prices in minor units (cents). */
const DEFAULT_OPTIONS = [
  { name: 'starter', credits: 20, price: 500 },
  { name: 'standard', credits: 60, price: 1200 },
  { name: 'intensive', credits: 150, price: 2500 },
] as const;

const optionsFileSchema = z
  .array(
    z.strictObject({
      id: idSchema.optional(),
      name: z.string().trim().min(1).max(100),
      credits: z.number().int().min(1).max(1_000_000),
      // Stripe's own bounds on a unit amount: at least 1 minor unit, at most 8 digits.
      price: z.number().int().min(1).max(99_999_999),
    }),
  )
  .min(1)
  .refine((options) => new Set(options.map((option) => option.name)).size === options.length, {
    message: 'two options have the same name',
  });

/** A UUID v4 made from the option's name: the same name gives the same id everywhere. */
export function stableOptionId(name: string): string {
  const bytes = crypto.createHash('sha256').update(`payment-option:${name}`).digest().subarray(0, 16);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40; // version 4
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80; // RFC 4122 variant
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The options on sale; none when buying is off. A bad options file stops the server, naming the setting. */
export function loadPaymentOptions(settings: PaymentSettings): readonly PaymentOption[] {
  if (settings.provider === 'off') return [];
  const listed = settings.optionsFile === undefined ? DEFAULT_OPTIONS : readOptionsFile(settings.optionsFile);
  const options = listed.map((option) => ({
    id: 'id' in option && option.id !== undefined ? option.id : stableOptionId(option.name),
    name: option.name,
    credits: option.credits,
    price: option.price,
    currency: settings.currency,
  }));
  if (new Set(options.map((option) => option.id)).size !== options.length) {
    throw new ConfigError(['PAYMENT_OPTIONS_FILE: two options have the same id']);
  }
  return options;
}

function readOptionsFile(file: string): z.infer<typeof optionsFileSchema> {
  let json: unknown;
  try {
    json = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new ConfigError([`PAYMENT_OPTIONS_FILE: cannot read ${file} as JSON (${(error as Error).message})`]);
  }
  const parsed = optionsFileSchema.safeParse(json);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `PAYMENT_OPTIONS_FILE: ${issue.path.join('.') || 'the list'}: ${issue.message}`),
    );
  }
  return parsed.data;
}
