// Thumbnails of an image (an upload, or a page drawn by pdf.js or the text preview) with sharp: turned upright
// from its EXIF orientation, metadata dropped (sharp writes none unless asked), and a cap on the pixels it
// agrees to decode, so a small file declaring a huge image is refused instead of filling memory.
import sharp from 'sharp';
import { MAX_INPUT_PIXELS } from './pixelLimits';
import { THUMBNAIL_SIZES, type Thumbnails, type ThumbnailSize } from './thumbnailSizes';

export async function thumbnailsOfImage(image: Buffer | string): Promise<Thumbnails> {
  // Decoded once, upright, at the largest size; the smaller ones are made from that.
  const largest = await sharp(image, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
    .rotate()
    .resize({ width: 600, height: 600, fit: 'inside', withoutEnlargement: true })
    .png()
    .toBuffer();
  const entries = await Promise.all(
    THUMBNAIL_SIZES.map(async (size): Promise<[ThumbnailSize, Uint8Array]> => {
      if (size === '600') return [size, largest];
      const pixels = Number(size);
      const png = await sharp(largest).resize({ width: pixels, height: pixels, fit: 'inside', withoutEnlargement: true }).png().toBuffer();
      return [size, png];
    }),
  );
  return Object.fromEntries(entries) as Record<ThumbnailSize, Uint8Array>;
}
