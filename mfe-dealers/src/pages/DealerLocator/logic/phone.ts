// tel: links for dealer phone numbers. Ten-digit numbers are Indian numbers: the +91 prefix lets
// them be dialled from any phone, including one roaming abroad.

export function telHref(phone: string): string | null {
  const dialable = phone.replace(/[^\d+]/g, '');
  if (!/\d/.test(dialable)) return null;
  return /^\d{10}$/.test(dialable) ? `tel:+91${dialable}` : `tel:${dialable}`;
}
