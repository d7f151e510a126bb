// Product pictures that are not drawn here but committed as WebP files in src/assets/generated/:
// physically based 3D renders made from our product data by `pnpm render:products`
// (tools/render/, headless Chromium + three.js), at the kind's 1x and 2x widths
// (<name>-<width>.webp). A real photograph can replace any of them later under the same file
// names; generate-images.ts lists them in the manifest and fails if a file is missing.
import type { ImageKind } from './drawings.ts';

export interface RenderedImage {
  name: string;
  kind: Extract<ImageKind, 'hero' | 'product' | 'icon'>;
}

const product = (name: string): RenderedImage => ({ name, kind: 'product' });

export const RENDERED: readonly RenderedImage[] = [
  { name: 'conduit-hero', kind: 'hero' },
  product('conduit-bundle-light'),
  product('conduit-bundle-medium'),
  product('conduit-bundle-heavy'),
  product('conduit-nonisi'),
  product('conduit-socketed'),
  product('conduit-printing'),
  { name: 'water-pipe-hero', kind: 'hero' },
  product('fitting-circular-box'),
  product('fitting-circular-box-2'),
  product('fitting-deep-box'),
  product('fitting-fan-hook-box'),
  product('fitting-bend'),
  product('fitting-bend-2'),
  product('fitting-long-bend'),
  product('fitting-coupler'),
  product('fitting-elbow'),
  product('fitting-tee'),
  product('fitting-saddle'),
  product('water-fitting-elbow'),
  product('water-fitting-tee'),
  product('water-fitting-end-cap'),
  product('water-fitting-coupler'),
  product('water-fitting-reducer'),
  { name: 'category-conduits', kind: 'icon' },
  { name: 'category-fittings', kind: 'icon' },
  { name: 'category-solvent', kind: 'icon' },
  { name: 'category-tanks', kind: 'icon' },
  product('flexible-conduit'),
  product('garden-hose'),
  product('solvent-cement'),
  product('water-tank'),
];
