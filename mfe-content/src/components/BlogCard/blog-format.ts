import type { BlogEditor } from '@site/shared/types/entities';
import { formatDayMonthYear } from '@site/shared/i18n/dates';
import type { Locale } from '@site/shared/i18n/locales';

// Written out rather than with Intl.DateTimeFormat: creating that formatter costs ~15 ms of main
// thread on a phone (its locale data), one long task while the blog hydrates; and these names are
// the same in Node and every browser, so the server's HTML always matches the browser's render.
/** '2024-11-18' → '18 November 2024' / '18 നവംബർ 2024' (UTC, so server and browser agree); unparseable → as sent. */
export function formatBlogDate(date: string, locale: Locale = 'en'): string {
  const time = Date.parse(date);
  if (Number.isNaN(time)) return date;
  const day = new Date(time);
  return formatDayMonthYear(day.getUTCFullYear(), day.getUTCMonth() + 1, day.getUTCDate(), locale);
}

/** Machine-readable date for <time dateTime>, when the date parses. */
export function isoDate(date: string): string | undefined {
  const time = Date.parse(date);
  return Number.isNaN(time) ? undefined : new Date(time).toISOString().slice(0, 10);
}

/** The editor shown as author: their name when the admin host sends one, else their e-mail. */
export function authorOf(editor: BlogEditor | null | undefined): string {
  return editor?.name?.trim() || editor?.email || 'Kallada Polypipes';
}

// The card's teaser and the post page's description are cut the same way (shared: the shell's head uses it too).
export { excerptOf } from '@site/shared/blog/post-address';
