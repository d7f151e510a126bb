// The eight product pages in the spec's order: the header's Products menu and the footer's
// "Our Products" list both show them so (restated from the spec, not imported from the shell).
export const PRODUCT_PATHS = [
  '/product/pvc-electricals',
  '/product/pvc-electricals-fitting',
  '/product/pvc-water-pipes',
  '/product/pvc-water-pipes-fitting',
  '/product/flexible-hoses',
  '/product/solvent',
  '/product/green-hoses',
  '/product/water-tanks',
] as const;
