// Approvals and certifications carousel (conduit page). The badges are our own text drawings
// (scripts/images/drawings.ts): no real certification body's logo is reproduced.
import type { Picture } from './media';

export interface Approval extends Picture {
  name: string;
}

export const APPROVALS: readonly Approval[] = [
  { name: 'ISI certified to IS 9537 (Part 3)', image: 'approval-isi-9537', alt: 'Badge: ISI certified, IS 9537 Part 3' },
  { name: 'ISI certified to IS 4985', image: 'approval-isi-4985', alt: 'Badge: ISI certified, IS 4985' },
  { name: 'ISO 9001:2015 quality management', image: 'approval-iso-9001', alt: 'Badge: ISO 9001:2015 quality management' },
  { name: 'ISO 14001:2015 environmental management', image: 'approval-iso-14001', alt: 'Badge: ISO 14001:2015 environmental management' },
  { name: 'ISO 45001:2018 occupational health and safety', image: 'approval-iso-45001', alt: 'Badge: ISO 45001:2018 occupational health and safety' },
  { name: 'Lead-free PVC compound', image: 'approval-lead-free', alt: 'Badge: lead-free PVC compound' },
  { name: 'Fire retardant, self-extinguishing', image: 'approval-fire', alt: 'Badge: fire retardant, self-extinguishing' },
  { name: 'In-house testing laboratory', image: 'approval-lab', alt: 'Badge: in-house testing laboratory' },
];

/** Spec §9: approvals carousel shows 1 slide under 768 px, 3 under 992 px, 5 from 992 px. */
export const APPROVALS_CAROUSEL = { slidesPerView: 1, breakpoints: { 768: 3, 992: 5 } } as const;
