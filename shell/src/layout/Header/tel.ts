/** tel: URI of a displayed phone number ('+91 94470 00000' → 'tel:+919447000000'). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
