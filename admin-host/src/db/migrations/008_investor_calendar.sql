-- The investor calendar (issue 28): board meetings, general meetings, record dates, results dates
-- and analyst meets, entered in the console and published as /investors/calendar.ics and the
-- Upcoming block of /investors.
--
-- When an event happens, in Asia/Kolkata (IST, UTC+05:30 all year: India has no daylight saving):
-- - event_date: the day, YYYY-MM-DD;
-- - start_time: HH:MM (24-hour) or NULL: without a start time the event lasts the whole day (a
--   record date, a results date);
-- - end_time: HH:MM on the same day, only with a start time and after it; NULL: unknown end.
-- A day and wall-clock times rather than one timestamp because that is what the notice says and the
-- editor types, an all-day event has no instant at all, and the fixed offset makes the UTC instant
-- of a time a plain subtraction (src/calendar/ist.ts).
--
-- publish_at, published and awaiting_approval: every content table gets them in migration 007 (scheduled publishing);
-- created here with the table so that this migration does not depend on 007's order.
CREATE TABLE investor_events (
  id INTEGER PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('board-meeting', 'agm', 'egm', 'record-date', 'results-date', 'analyst-meet')),
  title TEXT NOT NULL,
  event_date TEXT NOT NULL CHECK (event_date GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]'),
  start_time TEXT CHECK (start_time GLOB '[0-2][0-9]:[0-5][0-9]'),
  end_time TEXT CHECK (end_time GLOB '[0-2][0-9]:[0-5][0-9]'),
  venue TEXT,
  details TEXT,
  link TEXT,
  version INTEGER NOT NULL DEFAULT 1,
  deleted_at TEXT,
  updated_at TEXT,
  publish_at TEXT NULL,
  published INTEGER NOT NULL DEFAULT 1 CHECK (published IN (0, 1)),
  awaiting_approval INTEGER NOT NULL DEFAULT 0 CHECK (awaiting_approval IN (0, 1)),
  CHECK (end_time IS NULL OR (start_time IS NOT NULL AND end_time > start_time))
);
CREATE INDEX investor_events_date ON investor_events (event_date, start_time, id);
CREATE INDEX investor_events_scheduled ON investor_events (publish_at) WHERE published = 0;
