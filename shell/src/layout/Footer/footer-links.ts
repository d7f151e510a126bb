/** Spec §2.3 footer links; labels are ours. */
export const FOOTER_LINKS = [
  { to: '/about', label: 'About Us' },
  { to: '/product/pvc-electricals', label: 'Products' },
  { to: '/investors', label: 'Investors' },
  { to: '/blog', label: 'News & Blog' },
  { to: '/privacy&terms', label: 'Privacy Policy' },
  { to: '/terms&conditions', label: 'Terms & Conditions' },
] as const;
