/** `tel:` address of a displayed number: digits and a leading plus only. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

export function mailHref(address: string): string {
  return `mailto:${address}`;
}
