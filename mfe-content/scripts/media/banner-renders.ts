// The page banners, side pictures and video posters that are renders (tools/render/render-banners.ts
// draws them; the media plan encodes them): one list for both, in the plan's order. No imports, so
// the render scripts can read it without the site's path aliases.
export const BANNER_RENDERS = [
  'what-we-are',
  'distributor',
  'about-yard',
  'about-lab',
  'about-conduits',
  'about-side-1',
  'about-side-2',
  'about-story',
  'careers-yard',
  'careers-lab',
  'careers-plants',
  'poster-company',
  'poster-managing-director',
  'poster-distributor',
  'poster-blog',
] as const;
