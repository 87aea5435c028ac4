// The thumbnail sizes of docs/features.md, "Files": PNGs whose longest side is this many pixels.
export const THUMBNAIL_SIZES = ['72', '144', '600'] as const;
export type ThumbnailSize = (typeof THUMBNAIL_SIZES)[number];
export type Thumbnails = Readonly<Record<ThumbnailSize, Uint8Array>>;
