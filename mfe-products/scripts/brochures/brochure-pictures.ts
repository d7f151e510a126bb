// The brochures' pictures: the product renders the pages show (src/assets/generated, made by
// tools/render from the products' data), re-encoded as JPEG for the PDF (pdf-lib embeds JPEG and
// PNG, not WebP) at a print-friendly width. sharp's JPEG encoder is deterministic, so the PDFs stay
// byte-identical from run to run.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const GENERATED = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'src', 'assets', 'generated');

/** A render (its file stem and width in src/assets/generated) as JPEG bytes. */
export async function brochurePicture(stem: string, width: number): Promise<Uint8Array> {
  const webp = await readFile(path.join(GENERATED, `${stem}-${width}.webp`));
  return new Uint8Array(await sharp(webp).flatten({ background: '#ffffff' }).jpeg({ quality: 80, chromaSubsampling: '4:4:4' }).toBuffer());
}
