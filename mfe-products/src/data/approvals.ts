// Approvals and certifications strip (conduit page). Each is shown in one layout: our seal (drawn by
// scripts/images/badges.ts from `mark` and `reference`: no certification body's logo is reproduced)
// and, as text beside it, who grants or stands behind it, the standard's number and the scope.
import type { ImageName, Picture } from './media';

export interface Approval extends Picture {
  /** The approval's full name (the seal's text alternative says the same). */
  name: string;
  /** The seal's mark. */
  mark: string;
  /** Who grants it or stands behind it. */
  authority: string;
  /** The standard's number, or the claim's short form for our own declarations. */
  reference: string;
  /** What it covers. */
  scope: string;
  /**
   * The licence or certificate number, once the company gives it to us (shown under the scope).
   * Left out rather than invented: a made-up BIS licence number could be someone else's.
   */
  licence?: string;
}

const approval = (image: ImageName, fields: Omit<Approval, 'image' | 'alt'>): Approval => ({
  image,
  alt: `Seal: ${fields.name}`,
  ...fields,
});

export const APPROVALS: readonly Approval[] = [
  approval('approval-isi-9537', { name: 'ISI certified to IS 9537 (Part 3)', mark: 'ISI', authority: 'Bureau of Indian Standards', reference: 'IS 9537 (Part 3)', scope: 'Rigid PVC conduits for electrical installations' }),
  approval('approval-isi-4985', { name: 'ISI certified to IS 4985', mark: 'ISI', authority: 'Bureau of Indian Standards', reference: 'IS 4985', scope: 'uPVC pipes for potable water supplies' }),
  approval('approval-iso-9001', { name: 'ISO 9001:2015 quality management', mark: 'ISO', authority: 'Certified management system', reference: 'ISO 9001:2015', scope: 'Quality management' }),
  approval('approval-iso-14001', { name: 'ISO 14001:2015 environmental management', mark: 'ISO', authority: 'Certified management system', reference: 'ISO 14001:2015', scope: 'Environmental management' }),
  approval('approval-iso-45001', { name: 'ISO 45001:2018 occupational health and safety', mark: 'ISO', authority: 'Certified management system', reference: 'ISO 45001:2018', scope: 'Occupational health and safety' }),
  approval('approval-lead-free', { name: 'Lead-free PVC compound', mark: 'Pb', authority: 'Our declaration', reference: 'Lead-free', scope: 'PVC compound made without lead stabilisers' }),
  approval('approval-fire', { name: 'Fire retardant, self-extinguishing', mark: 'FR', authority: 'Tested in our laboratory', reference: 'Self-extinguishing', scope: 'Fire-retardant conduit compound' }),
  approval('approval-lab', { name: 'In-house testing laboratory', mark: 'LAB', authority: 'Our laboratory', reference: 'Every batch', scope: 'Tested before release at each unit' }),
];

/** Spec §9: approvals carousel shows 1 slide under 768 px, 3 under 992 px, 5 from 992 px. */
export const APPROVALS_CAROUSEL = { slidesPerView: 1, breakpoints: { 768: 3, 992: 5 } } as const;
