// Open Graph pictures of the product pages: a studio render of the product with its name, made by
// `pnpm render:products` (tools/render/scenes/og.ts) into shell/public/og/, which the build copies
// to the site's root. A page without one shares the site's title and description only.
// Relative imports: tools/render (under tsx, without the workspace alias) reads this file too.
import { REMOTES } from '../../../shared/src/remote/registry';
import type { RouteEntry } from '../routes/route-table';

/** The size link previews show in full (1.91:1). */
export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** The folder under shell/public (and the site's root) the pictures are in. */
export const OG_FOLDER = 'og';

/** The picture's file for a product page's screen ('/product/solvent' → 'product-solvent.jpg'). */
export function ogImageFile(screen: string): string {
  return `${screen.replace(/^\//, '').replace(/\//g, '-')}.jpg`;
}

/** The picture's path for a route, or null (only product pages have one; an alias shares its screen's). */
export function ogImagePath(route: RouteEntry): string | null {
  return route.remote === REMOTES.products.mfName ? `/${OG_FOLDER}/${ogImageFile(route.screen)}` : null;
}
