// A dealer's map location (spec §5): shown only when it is a valid URL, else 'Map location not
// found'. Valid means an absolute http(s) address: landmarks typed by hand, javascript: and other
// schemes are not. Google Maps locations also give a directions link and an embeddable map.

export function isValidMapUrl(value: string | null | undefined): value is string {
  if (!value) return false;
  const trimmed = value.trim();
  if (trimmed === '' || /\s/.test(trimmed)) return false;
  try {
    const url = new URL(trimmed);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

const GOOGLE_HOST = /^(?:www\.|maps\.)?google\.(?:com|co\.in)$/;
const COORDINATES_IN_PATH = /@(-?\d{1,3}(?:\.\d+)?),(-?\d{1,3}(?:\.\d+)?)/;

/** What a Google Maps address points at (coordinates or a place text), or null for other maps. */
export function googleMapsQuery(location: string): string | null {
  if (!isValidMapUrl(location)) return null;
  const url = new URL(location.trim());
  const isMaps = GOOGLE_HOST.test(url.hostname) && (url.hostname.startsWith('maps.') || url.pathname.startsWith('/maps'));
  if (!isMaps) return null;
  for (const key of ['query', 'q', 'destination', 'll']) {
    const value = url.searchParams.get(key)?.trim();
    if (value) return value;
  }
  const coordinates = COORDINATES_IN_PATH.exec(url.pathname);
  return coordinates ? `${coordinates[1]},${coordinates[2]}` : null;
}

/** Where 'Get directions' goes: Google's directions to the place, or the location itself. */
export function directionsUrl(location: string): string {
  const query = googleMapsQuery(location);
  return query ? `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(query)}` : location.trim();
}

/**
 * Directions to a postal address (issue 29): a dealer whose location is missing or not a map URL
 * still gets a 'Get directions' link, to Google Maps' directions with the address as destination.
 * Undefined for an empty address (the search drops those anyway: spec §3).
 */
export function addressDirectionsUrl(address: string | null | undefined): string | undefined {
  const text = address?.replace(/\s+/g, ' ').trim();
  return text ? `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(text)}` : undefined;
}

/**
 * The address of an embeddable map, or null when the location cannot be framed. Only Google's
 * embed on www.google.com is framed: it is the one map origin the site's CSP allows.
 */
export function mapEmbedUrl(location: string): string | null {
  const query = googleMapsQuery(location);
  return query ? `https://www.google.com/maps?q=${encodeURIComponent(query)}&output=embed` : null;
}
