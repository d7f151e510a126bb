// Turns whatever POST /dealers/search answered into the list the page shows (spec §3, §4):
// the plain text 'No data found' is an empty list, and results without an address are dropped.
import { NO_DATA_FOUND } from '@site/shared/contract/admin-api';
import type { DealerSearchResult } from '@site/shared/types/entities';

export const NO_DATA_TEXT = NO_DATA_FOUND;

export class UnexpectedSearchResponseError extends Error {
  constructor(public readonly response: unknown) {
    super('Unexpected answer from the dealer search');
    this.name = 'UnexpectedSearchResponseError';
  }
}

export function isNoDataText(data: unknown): boolean {
  return typeof data === 'string' && data.trim().toLowerCase() === NO_DATA_TEXT.toLowerCase();
}

const text = (value: unknown): string => (typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '');

function toResult(item: unknown): DealerSearchResult | null {
  if (typeof item !== 'object' || item === null) return null;
  const record = item as Record<string, unknown>;
  const address = text(record.address);
  if (!address) return null;
  const location = text(record.location);
  const result: DealerSearchResult = { name: text(record.name), address, phone: text(record.phone), location: location || null };
  // The admin host's addition (shared/src/contract/records.ts): kept only when it is a known code.
  const type = Number(text(record.type));
  return type === 1 || type === 2 ? { ...result, type } : result;
}

export function normaliseSearchResponse(data: unknown): DealerSearchResult[] {
  if (isNoDataText(data)) return [];
  // A JSON answer sent with a text content type reaches us unparsed.
  if (typeof data === 'string' && data.trim().startsWith('[')) {
    try {
      return normaliseSearchResponse(JSON.parse(data) as unknown);
    } catch {
      throw new UnexpectedSearchResponseError(data);
    }
  }
  if (!Array.isArray(data)) throw new UnexpectedSearchResponseError(data);
  return data.map(toResult).filter((result): result is DealerSearchResult => result !== null);
}
