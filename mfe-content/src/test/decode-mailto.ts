/** Decodes a mailto: address into recipient and fields, as a mail client would (tests only). */
export function decodeMailto(url: string) {
  const parsed = new URL(url);
  if (parsed.protocol !== 'mailto:') throw new Error(`Not a mailto: address: ${url}`);
  // RFC 6068 has no '+'-for-space rule: keep a literal plus.
  const params = new URLSearchParams(parsed.search.replace(/\+/g, '%2B'));
  return {
    to: decodeURIComponent(parsed.pathname),
    cc: params.get('cc'),
    subject: params.get('subject'),
    body: params.get('body'),
    keys: [...params.keys()],
  };
}
