import type { InvestorHit } from '@site/shared/contract/investor-archive';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** An answer of /investors/search or /investors/latest: an object with a `results` array. */
export function isHitsAnswer(value: unknown): value is { results: unknown[]; message?: unknown; query?: unknown } {
  return isObject(value) && Array.isArray(value.results);
}

/** The usable hits of an answer: each needs a name, a document path and a section on this site. */
export function validHits(results: readonly unknown[]): InvestorHit[] {
  return results.filter(
    (hit): hit is InvestorHit =>
      isObject(hit) &&
      typeof hit.name === 'string' &&
      hit.name.trim() !== '' &&
      typeof hit.document === 'string' &&
      typeof hit.section === 'string' &&
      hit.section.startsWith('/investors'),
  );
}

/** The address of the search results view for a text ('' → the empty search page). */
export function searchUrl(query: string): string {
  const text = query.replace(/\s+/g, ' ').trim();
  return text ? `/investors/search?q=${encodeURIComponent(text)}` : '/investors/search';
}
