// The packs of credits on sale: from PAYMENT_OPTIONS_FILE, or the contract's defaults. Each has a stable id,
// so an id the browser holds stays good across restarts and means the same pack on every server process.
import fs from 'node:fs';
import { z } from 'zod';
import { idSchema, type PaymentOption } from '../../../contract';
import { ConfigError, type PaymentSettings } from '../../config';
import { stableUuid } from '../stableIds';

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

/** The id of an option named `name` that its file gives no id. */
export function stableOptionId(name: string): string {
  return stableUuid(`payment-option:${name}`);
}

/** The options on sale; none when buying is off. A bad options file stops the server, naming the setting. */
export function loadPaymentOptions(settings: Pick<PaymentSettings, 'provider' | 'currency' | 'optionsFile'>): readonly PaymentOption[] {
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
