// Dates as the site writes them, in each language: day, month name, year, with Western digits
// (Kerala print writes Malayalam month names with Western numerals). Tables, not Intl: no
// formatter is built at load or per render (issue 31; a DateTimeFormat cost a 60 ms task on /blog).
import type { Locale } from './locales';

export const MONTH_NAMES: Readonly<Record<Locale, readonly string[]>> = {
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  ml: ['ജനുവരി', 'ഫെബ്രുവരി', 'മാർച്ച്', 'ഏപ്രിൽ', 'മേയ്', 'ജൂൺ', 'ജൂലൈ', 'ഓഗസ്റ്റ്', 'സെപ്റ്റംബർ', 'ഒക്ടോബർ', 'നവംബർ', 'ഡിസംബർ'],
};

/** '15 March 2024' / '15 മാർച്ച് 2024' for a year, month (1-12) and day; '' when out of range. */
export function formatDayMonthYear(year: number, month: number, day: number, locale: Locale): string {
  const name = MONTH_NAMES[locale][month - 1];
  return name && day >= 1 && day <= 31 ? `${day} ${name} ${year}` : '';
}

/** 'March 2024' / 'മാർച്ച് 2024'. */
export function formatMonthYear(year: number, month: number, locale: Locale): string {
  const name = MONTH_NAMES[locale][month - 1];
  return name ? `${name} ${year}` : '';
}
