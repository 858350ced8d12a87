-- Timers are claimed before they fire, so that of several bot processes sharing the database exactly
-- one fires each: a claim is a lease until ``claimed_until`` (NULL: not claimed). A process killed while
-- firing leaves the timer in place; it is claimed again once the lease has run out.
ALTER TABLE timers ADD COLUMN claimed_until REAL;
ALTER TABLE timers ADD COLUMN claimed_by TEXT;
