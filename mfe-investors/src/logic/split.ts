import { COMMITTEE_TYPES, MATERIAL_DOCUMENT_TYPES } from '@site/shared/types/entities';
import type { CommitteeMember, CommitteeType, MaterialDocument, MaterialDocumentType } from '@site/shared/types/entities';

export interface Group<K extends string, T> {
  key: K;
  items: T[];
}

const normalise = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * Splits records into one group per key, in the order of `keys`, keeping each group's records in
 * server order. Every key gets a group (possibly empty) so every section renders its empty state.
 * Matching forgives case and stray spaces; records of no known key are left out.
 */
export function splitByKey<K extends string, T>(
  records: readonly T[],
  keys: readonly K[],
  keyOf: (record: T) => unknown,
): Group<K, T>[] {
  const groups = keys.map((key) => ({ key, items: [] as T[] }));
  const byKey = new Map(groups.map((group) => [normalise(group.key), group]));
  for (const record of records) {
    const key = keyOf(record);
    if (typeof key === 'string') byKey.get(normalise(key))?.items.push(record);
  }
  return groups;
}

/** The three committee tables (spec §2.11), split client-side by committee_Type. */
export function splitCommittees(members: readonly CommitteeMember[]): Group<CommitteeType, CommitteeMember>[] {
  return splitByKey(members, COMMITTEE_TYPES, (member) => member.committee_Type);
}

/** The six material-document sections (spec §4), split client-side by Type_Of_Document. */
export function splitMaterialDocuments(
  documents: readonly MaterialDocument[],
): Group<MaterialDocumentType, MaterialDocument>[] {
  return splitByKey(documents, MATERIAL_DOCUMENT_TYPES, (document) => document.Type_Of_Document);
}
