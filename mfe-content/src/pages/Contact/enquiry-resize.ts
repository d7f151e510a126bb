// The enquiry form is a third-party page in an iframe. It reports its content height by posting
// 'formId|height' to the parent window (spec §7). Only messages that really come from that form's
// origin may resize the iframe: any other window could post the same text.

/** Added to every reported height so the form never shows its own scroll bar (spec §9). */
export const RESIZE_PADDING_PX = 15;
/** Height before the form reports one (spec §9). */
export const DEFAULT_ENQUIRY_HEIGHT_PX = 592;
/** A form taller than this is not a form: ignore the message rather than stretch the page. */
const MAX_HEIGHT_PX = 20_000;

export interface ResizeGuard {
  /** Origin of the enquiry form, e.g. 'https://forms.example.com'. */
  origin: string;
  /** When set, only messages for this form id count. */
  formId?: string;
}

const MESSAGE = /^([^|\s]+)\|(\d+(?:\.\d+)?)$/;

/**
 * The iframe's new height for a window message, or null when the message must be ignored:
 * wrong origin, not a string, not 'id|height', another form's id, or an absurd height.
 */
export function resizeHeightFor(event: Pick<MessageEvent, 'origin' | 'data'>, guard: ResizeGuard): number | null {
  if (event.origin !== guard.origin) return null;
  if (typeof event.data !== 'string') return null;
  const match = MESSAGE.exec(event.data);
  if (!match) return null;
  const [, id, heightText] = match;
  if (guard.formId !== undefined && id !== guard.formId) return null;
  const height = Number(heightText);
  if (!Number.isFinite(height) || height <= 0 || height > MAX_HEIGHT_PX) return null;
  return Math.round(height) + RESIZE_PADDING_PX;
}

/** Origin of a form address; null when the address cannot be parsed (then nothing is trusted). */
export function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}
