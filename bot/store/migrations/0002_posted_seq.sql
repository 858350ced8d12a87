-- The last action seq whose board was posted in the match thread (NULL: not even the first board).
-- Written after a successful post; at start-up the bot posts the board of every match that lags.
-- Matches that exist before this migration are taken as posted up to date.
ALTER TABLE matches ADD COLUMN posted_seq INTEGER;
UPDATE matches SET posted_seq = last_seq WHERE status IN ('active', 'finished');
