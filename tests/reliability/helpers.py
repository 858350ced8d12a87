"""Helpers shared by the reliability tests: which games to cover, decks whose every physical card
has a unique random name, and a scanner for hidden card identities in public artifacts."""

from __future__ import annotations

import copy
import json
import re
from dataclasses import dataclass, field
from typing import Any

from bot.bench.subjects import DEFAULT_OPTIONS, TINY, Subject, subjects
from engine import games
from engine.core import BaseState, Deck, Engine, Event, Rng
from engine.core.cards import CardPool
from tests.shared_data import DATA

TOKEN_RE = re.compile(r"zq[0-9a-z]{10}")
# Events of these kinds may legitimately name a hidden card to those who see them: a reveal, a look, a
# search; a discard (to a public pile in every game) that the same step shuffles back into a deck; a card
# name said aloud (Lorcana 6.2.4: the player names one of their own cards).
REVEAL_KINDS = ("reveal", "look", "search", "discard", "name")

# A pending choice of these kinds shows the player who answers it the cards it offers (a search of their own
# deck, WoW 413.1; a look): those are theirs to see.
OWN_LOOK_KINDS = ("search", "look")


def reveals(event: Event) -> bool:
    """The event shows its cards to those who see it (``REVEAL_KINDS``); a private draw (the
    drawer may put the card back before the step ends); a card put face up for everyone that the same
    step turns face down again (a WoW resource placed face up, 412.1b, then hidden by Stash)."""
    if any(k in event.kind for k in REVEAL_KINDS):
        return True
    if "draw" in event.kind and event.visible_to is not None:
        return True
    return event.visible_to is None and event.data.get("face_up") is True


def game_names(*, tiny: bool = True) -> list[str]:
    """Every available game, plus the tiny test game (so the machinery runs before engines land)."""
    return [s.name for s in subjects(tiny=tiny)]


def real_game_names() -> list[str]:
    return [s.name for s in subjects(tiny=False)]


# Where each game's real card pool comes from: None = the importer's default (the pinned npm ONE PIECE
# package and the pinned Lorcana wheel, always installed); a path under ../shared/data otherwise.
REAL_POOLS = {"onepiece": None, "lorcana": None, "mlp": DATA / "mlp" / "MLP-DB.json", "wow": DATA / "wow" / "cards"}


def real_pool_subject(name: str) -> Subject | None:
    """``name`` played with random decks from its real card pool, or None when that pool is not here."""
    source = REAL_POOLS[name]
    if source is not None and not source.exists():
        return None
    module = games.load(name)
    cards = module.import_cards(None if source is None else str(source)).cards
    if len(cards) < 200:  # the importer fell back to its fixture cards
        return None
    pool = CardPool(name, cards)
    options = dict(getattr(module, "SIM_OPTIONS", DEFAULT_OPTIONS))
    return Subject(name, module.ENGINE, lambda rng: module.random_deck(pool, rng), options, module=module)


def new_token(rng: Rng) -> str:
    alphabet = "0123456789abcdefghijklmnopqrstuvwxyz"
    return "zq" + "".join(alphabet[rng.randrange(36)] for _ in range(10))


def _rename(data: dict[str, Any], token: str) -> dict[str, Any]:
    """A copy of card data whose id and every name field is ``token``."""
    out = copy.deepcopy(data)
    for key, value in list(out.items()):
        low = key.lower()
        if low == "id" or "name" in low:
            if isinstance(value, str):
                out[key] = token
            elif isinstance(value, dict):
                out[key] = {k: token if isinstance(v, str) else v for k, v in value.items()}
            elif isinstance(value, list):
                out[key] = [token if isinstance(v, str) else v for v in value]
    return out


def unique_deck(deck: Deck, rng: Rng, tokens: dict[str, str]) -> Deck:
    """The same deck with every physical card its own id and name (a random token)."""
    cards: dict[str, dict[str, Any]] = {}

    def fresh(cid: str) -> str:
        token = new_token(rng)
        while token in tokens:
            token = new_token(rng)
        tokens[token] = cid
        cards[token] = _rename(deck.cards.get(cid, {}), token)
        return token

    return Deck(main=[fresh(c) for c in deck.main], cards=cards,
                sections={k: [fresh(c) for c in v] for k, v in deck.sections.items()}, name=deck.name)


@dataclass
class LeakScan:
    """Tracks, per viewer (None = spectator), the card tokens they have been allowed to know,
    and collects every hidden token found in something they can see."""

    engine: Engine
    players: int
    known: dict[int | None, set[str]] = field(default_factory=dict)
    found: list[str] = field(default_factory=list)
    artifacts: int = 0

    def __post_init__(self) -> None:
        self.known = {v: set() for v in self.viewers}

    @property
    def viewers(self) -> list[int | None]:
        return [None, *range(self.players)]

    def learn(self, state: BaseState) -> None:
        table = state.table
        for v in self.viewers:
            self.known[v].update(c.card_id for c in table.cards.values() if table.visible_to(c, v))

    def hidden(self, state: BaseState, viewer: int | None) -> set[str]:
        return {c.card_id for c in state.table.cards.values()} - self.known[viewer]

    def check_text(self, text: str, hidden: set[str], where: str) -> None:
        self.artifacts += 1
        for tok in set(TOKEN_RE.findall(text.lower())) & hidden:
            self.found.append(f"{where}: {tok}")

    def step(self, before: BaseState | None, after: BaseState, events: list[Event], where: str) -> None:
        """Check everything public after one step (or the set-up when ``before`` is None)."""
        if before is not None:
            self.learn(before)
        self.learn(after)
        for v in self.viewers:
            seen = [e for e in events if e.seen_by(v)]
            for e in seen:
                if reveals(e):
                    self.known[v].update(set(TOKEN_RE.findall(json.dumps(e.data).lower() + e.text.lower())))
            for pend in after.pending[:1]:
                if pend.player == v and any(k in pend.kind for k in OWN_LOOK_KINDS):
                    self.known[v].update(TOKEN_RE.findall(" ".join(o.label for o in pend.options).lower()))
                elif pend.player == v and ("name" in pend.kind or pend.kind == "entry_choice"):  # naming a card (also "As this
                    # enters play, name an ability …", WoW entry_choice): your own decklist is yours to know
                    own = {c.card_id for c in after.table.cards.values() if c.owner == v}
                    self.known[v].update(own & set(TOKEN_RE.findall(" ".join(o.label for o in pend.options).lower())))
            view = self.engine.view(after, v)
            self.known[v].update(_revealed(view))
            hidden = self.hidden(after, v)
            self.check_text(json.dumps(view, ensure_ascii=False), hidden, f"{where} view({v})")
            for e in seen:
                blob = e.line() + " " + json.dumps(e.data, ensure_ascii=False, default=str)
                self.check_text(blob, hidden, f"{where} event {e.kind!r} seen by {v}")


def _revealed(view: Any) -> set[str]:
    """Card ids a view marks as revealed to everyone (WoW 415.3f: "play with the top card of your deck revealed")."""
    found: set[str] = set()
    stack = [view]
    while stack:
        item = stack.pop()
        if isinstance(item, dict):
            if item.get("revealed") is True and isinstance(item.get("card_id"), str):
                found.add(item["card_id"])
            stack.extend(item.values())
        elif isinstance(item, list):
            stack.extend(item)
    return found


def play_scanned_game(sub: Subject, seed: int, max_actions: int = 3000) -> tuple[LeakScan, int, bool]:
    """One random game with unique-name decks, scanned after every step. Returns the scan, the
    number of actions and whether the game finished."""
    rng = Rng.from_seed(seed)
    tokens: dict[str, str] = {}
    decks = [unique_deck(d, rng, tokens) for d in sub.decks(rng)]
    scan = LeakScan(sub.engine, 2)
    n, over = scan_game(sub.engine, decks, sub.options, scan, seed, max_actions)
    return scan, n, over


def scan_game(engine: Any, decks: list, options: dict | None, scan: LeakScan, seed: int, max_actions: int) -> tuple[int, bool]:
    """Play one random game (actions picked by ``Rng.from_seed(seed ^ 0xC0FFEE)``), ``scan`` after every step;
    stops early once the scan has found more than 20 names. Returns the actions and whether the game finished."""
    from engine.core.simulate import pick_action

    state, events = engine.new_game(["P1", "P2"], decks, seed, options)
    scan.step(None, state, events, f"seed {seed} setup")
    pick = Rng.from_seed(seed ^ 0xC0FFEE)
    n = 0
    while not state.over and n < max_actions:
        actor = engine.to_act(state)[0]
        legal = engine.legal_actions(state, actor)
        assert legal, f"seed {seed}: P{actor + 1} has no legal action"
        action = pick_action(legal, pick)
        step = engine.apply(state, action)
        n += 1
        scan.step(state, step.state, step.events, f"seed {seed} step {n} {action.type}")
        state = step.state
        if len(scan.found) > 20:
            break
    return n, state.over


__all__ = ["REAL_POOLS", "TINY", "LeakScan", "game_names", "play_scanned_game", "real_game_names", "real_pool_subject", "unique_deck"]
