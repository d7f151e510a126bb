// The managing director's message (route /md-message, linked from About). It is signed with the
// name and designation in site config (siteConfig.managingDirector), as on the Board page.
export const MD_MESSAGE: readonly string[] = [
  'Dear friends,',
  'When we started our first extrusion line in Punalur in 1994, we had one product, a few customers and a simple promise: that every pipe leaving our gate would be as good as the standard printed on it. Thirty years and four manufacturing units later, that promise is still how we measure ourselves.',
  'Our conduits and water pipes are hidden inside walls, slabs and gardens, where nobody sees them and everybody depends on them. An electrician in Kottarakkara, a plumber in Kannur and a family in Shencottai should never have to wonder whether the pipe they chose will last. That is why we test every batch in our own laboratories, why we hold ISI licences for our products and ISO certification for how we work, and why we keep investing in better machines and better training.',
  'None of this would be possible without our people. Many of our colleagues have been with us for more than twenty years; many of our dealers have sold our products for just as long. I am grateful to each of them, and to the customers who keep choosing Kallada.',
  'We are also mindful of our responsibility to the land we work in. We recycle our process scrap, use lead-free compounds for drinking-water pipes, and support the communities around our plants through water, safety and education projects.',
  'The years ahead will bring new materials, new standards and new ways of building. We intend to meet them the way we always have: carefully, honestly and together. Thank you for your trust.',
];
