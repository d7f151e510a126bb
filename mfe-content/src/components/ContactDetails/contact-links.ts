export function mailHref(address: string): string {
  return `mailto:${address}`;
}
