-- Matches are their seed, decks and an append-only action log (plus snapshots).
CREATE TABLE matches (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    game        TEXT    NOT NULL,
    guild_id    INTEGER,
    channel_id  INTEGER,
    thread_id   INTEGER,
    players     TEXT    NOT NULL,           -- JSON list of {"user_id", "name"} in seat order
    seed        INTEGER NOT NULL,
    decks       TEXT    NOT NULL,           -- JSON list of decks (ids and card data)
    options     TEXT    NOT NULL DEFAULT '{}',
    status      TEXT    NOT NULL DEFAULT 'active',
    result      TEXT,
    created_at  REAL    NOT NULL,
    updated_at  REAL    NOT NULL,
    last_seq    INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX matches_status ON matches(status);
CREATE INDEX matches_thread ON matches(thread_id);

CREATE TABLE match_actions (
    match_id    INTEGER NOT NULL REFERENCES matches(id) ON DELETE CASCADE,
    seq         INTEGER NOT NULL,
    player      INTEGER NOT NULL,
    action      TEXT    NOT NULL,
    created_at  REAL    NOT NULL,
    PRIMARY KEY (match_id, seq)
);

CREATE TABLE match_players (
    match_id    INTEGER NOT NULL REFERENCES matches(id) ON DELETE CASCADE,
    user_id     INTEGER NOT NULL,
    seat        INTEGER NOT NULL,
    PRIMARY KEY (match_id, seat)
);
CREATE INDEX match_players_user ON match_players(user_id);

CREATE TABLE snapshots (
    match_id    INTEGER NOT NULL REFERENCES matches(id) ON DELETE CASCADE,
    seq         INTEGER NOT NULL,
    state       TEXT    NOT NULL,
    created_at  REAL    NOT NULL,
    PRIMARY KEY (match_id, seq)
);

CREATE TABLE saved_decks (
    owner_id    INTEGER NOT NULL,
    game        TEXT    NOT NULL,
    name        TEXT    NOT NULL,
    list_text   TEXT    NOT NULL,
    deck        TEXT    NOT NULL,
    updated_at  REAL    NOT NULL,
    PRIMARY KEY (owner_id, game, name)
);

CREATE TABLE cards (
    game        TEXT    NOT NULL,
    id          TEXT    NOT NULL,
    data        TEXT    NOT NULL,
    names       TEXT    NOT NULL,           -- JSON {"en": …, "ja": …, "zh": …}
    updated_at  REAL    NOT NULL,
    PRIMARY KEY (game, id)
);

CREATE TABLE guild_settings (
    guild_id    INTEGER NOT NULL,
    key         TEXT    NOT NULL,
    value       TEXT    NOT NULL,
    PRIMARY KEY (guild_id, key)
);

CREATE TABLE timers (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    kind        TEXT    NOT NULL,
    due_at      REAL    NOT NULL,
    match_id    INTEGER,
    payload     TEXT    NOT NULL DEFAULT '{}',
    created_at  REAL    NOT NULL
);
CREATE INDEX timers_due ON timers(due_at);
