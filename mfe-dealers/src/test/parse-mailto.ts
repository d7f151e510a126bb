// Test helper: splits a mailto: address into its recipient and decoded header fields.
export function parseMailto(url: string): { to: string; fields: Map<string, string> } {
  const match = /^mailto:([^?]*)\?(.*)$/.exec(url);
  if (!match) throw new Error(`not a mailto: ${url}`);
  const fields = new Map<string, string>();
  for (const pair of match[2]!.split('&')) {
    const [key = '', value = ''] = pair.split('=');
    fields.set(key, decodeURIComponent(value));
  }
  return { to: decodeURIComponent(match[1]!), fields };
}
