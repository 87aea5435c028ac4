// A company's logo, re-encoded: only PNG and JPEG are read (by their first bytes, whatever the upload claims),
// turned upright, fitted inside each square size without enlarging, and written as PNG without metadata (sharp
// writes none unless asked). sharp decodes on libuv's threads, not the event loop, and refuses a small file
// declaring a huge image (MAX_INPUT_PIXELS).
import { COMPANY_LOGO_SIZES, type CompanyLogoSize } from '../../../contract';
import { onFirstUse } from '../onFirstUse';
import { signatureOf, SIGNATURE_BYTES } from '../fileInspection/signatures';
import { MAX_INPUT_PIXELS } from './pixelLimits';

/** The bytes are not a PNG or JPEG image that decodes. */
export class UnreadableLogoError extends Error {
  constructor(options?: ErrorOptions) {
    super('not a PNG or JPEG image', options);
    this.name = 'UnreadableLogoError';
  }
}

/** sharp and libvips load at the first logo, not at every start of the server (thumbnails load them in their own process). */
const loadSharp = onFirstUse(async () => (await import('sharp')).default);

export async function logoImagesOf(upload: Buffer): Promise<Record<CompanyLogoSize, Buffer>> {
  const signature = signatureOf(upload.subarray(0, SIGNATURE_BYTES));
  if (signature !== 'png' && signature !== 'jpeg') throw new UnreadableLogoError();
  const sharp = await loadSharp();
  const entries = await Promise.all(
    COMPANY_LOGO_SIZES.map(async (size): Promise<[CompanyLogoSize, Buffer]> => {
      const pixels = Number(size);
      try {
        const png = await sharp(upload, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
          .rotate()
          .resize({ width: pixels, height: pixels, fit: 'inside', withoutEnlargement: true })
          .png()
          .toBuffer();
        return [size, png];
      } catch (error) {
        throw new UnreadableLogoError({ cause: error });
      }
    }),
  );
  return Object.fromEntries(entries) as Record<CompanyLogoSize, Buffer>;
}
