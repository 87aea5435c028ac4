// The most pixels any decoder of the render process agrees to decode from one image (sharp for an upload,
// pdf.js for an image in a PDF), so that a small file declaring a huge image is refused before it fills memory.

/** 50 megapixels: a phone photo is 12 to 48; a scan at 600 dpi of an A4 page is 35. */
export const MAX_INPUT_PIXELS = 50_000_000;
