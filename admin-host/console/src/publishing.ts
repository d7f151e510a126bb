// How the console shows a publish time (issue 28): in India time, as editors set it, and how long is
// left. No Intl objects: the offset is fixed (shared/src/contract/publish-time.ts).
import { useEffect, useState } from 'react';
import { utcToIndiaLocal } from '@site/shared/contract/publish-time';

/** "28/11/2026, 16:30 IST" for a stored UTC time. */
export function indiaTimeLabel(utc: string): string {
  const local = utcToIndiaLocal(utc);
  return `${local.slice(8, 10)}/${local.slice(5, 7)}/${local.slice(0, 4)}, ${local.slice(11, 16)} IST`;
}

/** "2 d 3 h", "1 h 05 min", "4 min 10 s", "12 s": a positive span in the units that matter. */
function span(seconds: number): string {
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  if (days) return `${days} d ${hours} h`;
  if (hours) return `${hours} h ${String(minutes).padStart(2, '0')} min`;
  if (minutes) return `${minutes} min ${String(rest).padStart(2, '0')} s`;
  return `${rest} s`;
}

/** "in 2 d 3 h", "in 1 h 05 min", "in 4 min 10 s", "in 12 s", or "due now" (the schedule publishes within seconds). */
export function timeLeft(utc: string, nowMs: number): string {
  const seconds = Math.ceil((Date.parse(utc) - nowMs) / 1000);
  return seconds <= 0 ? 'due now' : `in ${span(seconds)}`;
}

/** A deadline's time left (the compliance clock): "in 5 h 03 min", or "Overdue by 1 d 2 h" once it has passed. */
export function deadlineLeft(utc: string, nowMs: number): string {
  const seconds = Math.ceil((Date.parse(utc) - nowMs) / 1000);
  return seconds > 0 ? `in ${span(seconds)}` : `Overdue by ${span(Math.max(1, -seconds))}`;
}

/** "28/11/2026" for an India day (YYYY-MM-DD). */
export const indiaDayLabel = (day: string): string => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;

/** The clock, moving every `everyMs` while the component is shown (countdowns). */
export function useNow(everyMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
