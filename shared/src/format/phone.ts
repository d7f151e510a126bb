// One display format for every phone number on the site: '+91 94470 00000' (country code, then
// the ten-digit national number as 5 + 5 digits). Numbers come from the site config and from the
// admin host's dealer records in any shape ('9846000108', '098460 00108', '+91-98460-00108').

/** The ten-digit Indian national number in a value, or null when it is not one. */
export function indianNationalNumber(value: string): string | null {
  let digits = value.replace(/\D/g, '');
  if (digits.length === 12 && digits.startsWith('91')) digits = digits.slice(2);
  else if (digits.length === 11 && digits.startsWith('0')) digits = digits.slice(1);
  return /^[1-9]\d{9}$/.test(digits) ? digits : null;
}

/** '+91 98460 00108' for any Indian number; anything else is returned trimmed, as given. */
export function formatPhone(value: string): string {
  const national = indianNationalNumber(value);
  return national ? `+91 ${national.slice(0, 5)} ${national.slice(5)}` : value.trim();
}

/** The tel: link of a phone number (RFC 3966: '+' and digits only), or null when it has no digits. */
export function telHref(value: string): string | null {
  const national = indianNationalNumber(value);
  if (national) return `tel:+91${national}`;
  const digits = value.replace(/\D/g, '');
  if (!digits) return null;
  return `tel:${value.trim().startsWith('+') ? '+' : ''}${digits}`;
}
