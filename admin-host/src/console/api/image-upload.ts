// Blog images: checked by content with sharp, then re-encoded to WebP (orientation applied, every
// piece of metadata — EXIF with GPS, XMP, ICC — left out, scaled down to what the site shows), so
// what visitors download is always a small, clean file whatever the editor uploaded.
import sharp, { type Metadata } from 'sharp';
import { IMAGE_TOO_LARGE, MAX_IMAGE_BYTES, MAX_IMAGE_SIDE, MIN_IMAGE_SIZE, STORED_IMAGE_SIZE } from './rules';
import { UploadError } from './pdf-upload';

export const IMAGE_MESSAGES = {
  empty: 'The file is empty. Choose the image to publish.',
  notImage: 'This file is not an image the site can use. Choose a JPEG, PNG or WebP file.',
  damaged: 'This image is damaged and cannot be read. Save it again and upload the new file.',
  tooLarge: IMAGE_TOO_LARGE,
  tooSmall: (width: number, height: number) =>
    `The image is ${width} × ${height} pixels; a cover needs at least ${MIN_IMAGE_SIZE.width} × ${MIN_IMAGE_SIZE.height} to look sharp. Choose a larger image.`,
  tooManyPixels: (width: number, height: number) => `The image is ${width} × ${height} pixels; at most ${MAX_IMAGE_SIDE} on each side. Scale it down and upload it again.`,
} as const;

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);

/** Checks an uploaded image and returns it re-encoded as WebP, with its size. Throws UploadError with the editor's message. */
export async function reencodeImage(bytes: Buffer): Promise<{ bytes: Buffer; width: number; height: number }> {
  if (bytes.length === 0) throw new UploadError(IMAGE_MESSAGES.empty);
  if (bytes.length > MAX_IMAGE_BYTES) throw new UploadError(IMAGE_MESSAGES.tooLarge, 413);
  let metadata: Metadata;
  try {
    // Reads the header only: the pixel limits are checked before anything is decoded.
    metadata = await sharp(bytes).metadata();
  } catch {
    throw new UploadError(IMAGE_MESSAGES.notImage);
  }
  if (!metadata.format || !ACCEPTED_FORMATS.has(metadata.format)) throw new UploadError(IMAGE_MESSAGES.notImage);
  // EXIF orientations 5-8 turn the picture a quarter: the visible size swaps width and height.
  const turned = (metadata.orientation ?? 1) >= 5;
  const width = (turned ? metadata.height : metadata.width) ?? 0;
  const height = (turned ? metadata.width : metadata.height) ?? 0;
  if (width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE) throw new UploadError(IMAGE_MESSAGES.tooManyPixels(width, height));
  if (width < MIN_IMAGE_SIZE.width || height < MIN_IMAGE_SIZE.height) throw new UploadError(IMAGE_MESSAGES.tooSmall(width, height));
  try {
    // Decoded in full, and any decoder warning refuses it: libjpeg only warns about damaged picture
    // data ("Corrupt JPEG data: premature end of data segment") and would fill the rest with grey.
    const { data, info } = await sharp(bytes, { failOn: 'warning', limitInputPixels: MAX_IMAGE_SIDE * MAX_IMAGE_SIDE, animated: false })
      .rotate()
      .resize({ ...STORED_IMAGE_SIZE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true });
    return { bytes: data, width: info.width, height: info.height };
  } catch {
    throw new UploadError(IMAGE_MESSAGES.damaged);
  }
}
