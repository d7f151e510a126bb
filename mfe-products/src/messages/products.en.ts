// Texts mfe-products' shared components show on every product page (filters, tables, hero).
// Malayalam: products.ml.ts.

export const productsEn = {
  'filter.size': 'Size',
  'filter.class': 'Class',
  'filter.allSizes': 'All sizes',
  'filter.allClasses': 'All classes',
  'filter.showAll': 'Show all',
  'table.noMatch': 'No size matches the filter.',
  'table.min': 'Min',
  'table.max': 'Max',
  'table.size': 'Size',
  'table.standardPack': 'Standard Pack',
  'hero.eyebrow': 'Products',
  'hero.quote': 'Get a quote',
  'section.about': 'About the product',
  'section.features': 'Features',
  'section.quality': 'Quality tests',
};
