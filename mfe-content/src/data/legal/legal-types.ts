export interface LegalSection {
  /** Anchor id, also used by the table of contents. */
  id: string;
  heading: string;
  paragraphs: readonly string[];
  list?: readonly string[];
}

export interface LegalText {
  /** ISO date of the current version. */
  updated: string;
  intro: readonly string[];
  sections: readonly LegalSection[];
}
