// The mobile drawer shows one level at a time (spec §4): the main list, Products, Investors, or
// Investors' nested Initial Public Offer / Announcements lists, with Back stepping one level up.

export type DrawerLevel = 'main' | 'products' | 'investors' | 'ipo' | 'announcements';

/** Spec §4: the level the drawer opens at depends on whether the path contains 'product' or 'investors'. */
export function initialDrawerLevel(pathname: string): DrawerLevel {
  if (pathname.includes('product')) return 'products';
  if (pathname.includes('investors')) return 'investors';
  return 'main';
}

/** The level Back goes to; null at the main list, which has no Back. */
export function parentLevel(level: DrawerLevel): DrawerLevel | null {
  switch (level) {
    case 'ipo':
    case 'announcements':
      return 'investors';
    case 'products':
    case 'investors':
      return 'main';
    case 'main':
      return null;
  }
}
