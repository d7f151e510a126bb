-- The compliance clock (issue 28): what the investor relations team must put on the website by when
-- (SEBI LODR Reg 46 and Reg 30), counted in the exchanges' working days (src/compliance/).
--
-- exchange_holidays: the trading holidays of NSE/BSE, kept here so that `ir` can enter each year's
-- circular in the console; a working day is Monday to Friday and not one of these (live, published)
-- days. `sample` = 1 marks the seeded sample rows (believable, not the exchange's word): the console
-- says "sample data — replace with the exchange's circular" until someone sets it to 0.
-- holiday_date: YYYY-MM-DD in Asia/Kolkata; one live row per day (the partial unique index), so a
-- deleted row does not stop the day being entered again.
--
-- required_changes: a change to the website the team records as required by Reg 46 (e.g. a new
-- director, a changed grievance address): due two working days after the day it occurred, done
-- when done_on is set. occurred_time is informative only: the deadline is the end of a working day.
--
-- Both have the publishing columns every content table has (migration 007), as the console's
-- generic store writes them; neither is shown on the public site.
CREATE TABLE exchange_holidays (
  id INTEGER PRIMARY KEY,
  holiday_date TEXT NOT NULL CHECK (holiday_date GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]'),
  name TEXT NOT NULL,
  sample INTEGER NOT NULL DEFAULT 0 CHECK (sample IN (0, 1)),
  version INTEGER NOT NULL DEFAULT 1,
  deleted_at TEXT,
  updated_at TEXT,
  publish_at TEXT,
  published INTEGER NOT NULL DEFAULT 1 CHECK (published IN (0, 1)),
  awaiting_approval INTEGER NOT NULL DEFAULT 0 CHECK (awaiting_approval IN (0, 1))
);
CREATE UNIQUE INDEX exchange_holidays_live_date ON exchange_holidays (holiday_date) WHERE deleted_at IS NULL;
CREATE INDEX exchange_holidays_scheduled ON exchange_holidays (publish_at) WHERE published = 0;

CREATE TABLE required_changes (
  id INTEGER PRIMARY KEY,
  description TEXT NOT NULL,
  occurred_on TEXT NOT NULL CHECK (occurred_on GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]'),
  occurred_time TEXT CHECK (occurred_time GLOB '[0-2][0-9]:[0-5][0-9]'),
  done_on TEXT CHECK (done_on GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]'),
  version INTEGER NOT NULL DEFAULT 1,
  deleted_at TEXT,
  updated_at TEXT,
  publish_at TEXT,
  published INTEGER NOT NULL DEFAULT 1 CHECK (published IN (0, 1)),
  awaiting_approval INTEGER NOT NULL DEFAULT 0 CHECK (awaiting_approval IN (0, 1))
);
CREATE INDEX required_changes_scheduled ON required_changes (publish_at) WHERE published = 0;
