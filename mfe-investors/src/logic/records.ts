import type { DocumentListItem } from '@site/shared/ui/DocumentList/DocumentList';

/** A string field of an untyped server record, trimmed; '' when absent or not a string. */
export function textField(record: unknown, field: string): string {
  if (typeof record !== 'object' || record === null) return '';
  const value = (record as Record<string, unknown>)[field];
  return typeof value === 'string' ? value.trim() : '';
}

/** A non-negative number field of an untyped server record (file_Size, page_Count), or null. */
export function numberField(record: unknown, field: string): number | null {
  if (typeof record !== 'object' || record === null) return null;
  const value = (record as Record<string, unknown>)[field];
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : null;
}

/**
 * A readable name from a document path, for records that carry no name of their own:
 * 'uploads/documents/disclosures/details-of-business.pdf' → 'Details of business'.
 */
export function nameFromFilePath(path: string): string {
  const file = path.split(/[/\\]/).pop() ?? '';
  let base = file.replace(/\.[a-z0-9]{1,5}$/i, '');
  try {
    base = decodeURIComponent(base);
  } catch {
    // Keep the raw name when it is not valid percent-encoding.
  }
  const words = base.replace(/[-_+]+/g, ' ').replace(/\s+/g, ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : '';
}

/**
 * Rows of a document list from server records: name from `nameField` (or derived from the file
 * name when missing), path from `documentField`. Records with neither are dropped.
 */
export function toDocumentItems(
  records: readonly unknown[],
  nameField: string,
  documentField: string,
  details?: (record: unknown) => DocumentListItem['details'],
): DocumentListItem[] {
  return records.flatMap((record, index) => {
    const path = textField(record, documentField);
    const name = textField(record, nameField) || nameFromFilePath(path);
    if (!name && !path) return [];
    const item: DocumentListItem = {
      id: `${index}:${path || name}`,
      name: name || 'Document',
      path,
      fileSize: numberField(record, 'file_Size'),
      pageCount: numberField(record, 'page_Count'),
    };
    if (details) item.details = details(record);
    return [item];
  });
}
