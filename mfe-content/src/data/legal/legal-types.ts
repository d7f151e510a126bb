import type { TextBlockContent } from '../../components/TextBlock/TextBlock';

export interface LegalSection extends TextBlockContent {
  /** Anchor id, also used by the table of contents. */
  id: string;
  heading: string;
}

export interface LegalText {
  /** ISO date of the current version. */
  updated: string;
  intro: readonly string[];
  sections: readonly LegalSection[];
}
