// Where a company's logo is in the object storage: a random folder of its own (`companies.logo_key`), made anew
// at each upload, with one PNG per size. A new folder per upload means a replaced logo's old objects can go
// once the row names the new one, and no reader ever sees half of each.
import { randomUUID } from 'node:crypto';
import { COMPANY_LOGO_SIZES } from '../../../contract';

export function newLogoKey(): string {
  return randomUUID();
}

export function logoImageKey(logoKey: string, size: string): string {
  return `${logoKey}/logo-${size}.png`;
}

/** Every object a logo has: its PNG at each size. */
export function logoObjectKeys(logoKey: string): string[] {
  return COMPANY_LOGO_SIZES.map((size) => logoImageKey(logoKey, size));
}
