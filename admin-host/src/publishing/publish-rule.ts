// What a save does to a record's publication (issue 28): the console's `publishAt` form value read
// against the record's state and the clock. Pure, so every case is a unit test with a fixed clock.
import { indiaLocalToUtc, minuteOf } from '@site/shared/contract/publish-time';

/** The publishing columns a save writes (migration 007). */
export interface Publication {
  publish_at: string | null;
  published: 0 | 1;
}

/** The record's publication before the save; undefined when it is being created. */
export interface CurrentPublication {
  publishAt: string | null;
  published: boolean;
}

export const PUBLISH_AT_MESSAGES = {
  invalid: 'Enter a real date and time (India time)',
  past: 'This time has passed: choose a later time, or publish it now',
  alreadyPublished: 'It is already published: its publish time can no longer change',
} as const;

/**
 * `value`: undefined (not sent: leave the publication as it is), '' (publish when saved) or an
 * India-time `YYYY-MM-DDTHH:MM` (publish then). A time in an earlier minute is refused rather than
 * published at once: a mistyped date must never publish a results PDF early. The current minute
 * publishes at once. A published record keeps its publication: taking it back is a delete.
 */
export function publicationOf(
  value: string | undefined,
  current: CurrentPublication | undefined,
  nowMs: number,
): { publication?: Publication } | { error: string } {
  const nowMinute = minuteOf(nowMs);
  if (current?.published) {
    if (value === undefined || value === '') return {};
    const at = indiaLocalToUtc(value.trim());
    return at !== undefined && at === current.publishAt ? {} : { error: PUBLISH_AT_MESSAGES.alreadyPublished };
  }
  if (value === undefined) return current ? {} : { publication: { publish_at: null, published: 1 } };
  if (value.trim() === '') return { publication: { publish_at: current ? nowMinute : null, published: 1 } };
  const at = indiaLocalToUtc(value.trim());
  if (at === undefined) return { error: PUBLISH_AT_MESSAGES.invalid };
  if (at < nowMinute) return { error: PUBLISH_AT_MESSAGES.past };
  return { publication: { publish_at: at, published: at === nowMinute ? 1 : 0 } };
}
