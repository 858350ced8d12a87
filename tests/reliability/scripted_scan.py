"""The hidden-information scan with per-card scripts in play (tests/reliability/test_scan2_scripted_hidden_info.py).

``helpers.play_scanned_game`` renames every physical card to a unique token, so the per-card scripts
(keyed by card number or name) never find their card and scripted cards play by templates or by hand.
Here the renaming is seen through by the script lookups only (``engine.core.scripts.RENAMED``: token ->
the printing's data), the decks are drawn from the game's scripted cards (plus the cards every deck
needs: a Leader, a hero, a Protagonist, a story, scenes), and the scanner knows what each token stands
for: besides the tokens, it looks for each hidden card's original card number and names, which only a
text taken from the printing itself (a script, a translation, an image address) can carry."""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any

from bot.bench.subjects import DEFAULT_OPTIONS, Subject
from engine import games
from engine.core import BaseState, Deck, Engine, Event, Rng
from engine.core.cards import CardPool
from engine.core.scripts import RENAMED, printing

from .helpers import REAL_POOLS, TOKEN_RE, LeakScan, scan_game, unique_deck

# Cards a deck can't do without, kept in the pool whether scripted or not (ONE PIECE 5-1-2-1 a Leader;
# WoW 100.1 a hero; MLP 第一節 3.1 a Protagonist, a four-stage story and scenes).
STRUCTURAL = {"onepiece": {"Leader"}, "lorcana": set(), "mlp": {"Protagonist", "Story", "Scene"}, "wow": {"hero"}}


def has_script(game: str, data: dict[str, Any]) -> bool:
    """Whether the game's per-card scripts apply to this card (an up-to-date script)."""
    if game == "lorcana":
        from engine.lorcana.cards.compiler import script_for

        return script_for(data) is not None
    if game == "onepiece":
        from engine.onepiece.cards.scripted import active_scripts

        return active_scripts().lookup(data)[1] == "ok"
    if game == "mlp":
        from engine.mlp.cards.compiler import script_status

        return script_status(data)[0] == "ok"
    if game == "wow":
        from engine.wow.cards.scripts import script_for as wow_script_for

        return wow_script_for(printing(data)) is not None  # the lookup card_powers makes
    return False


def scripted_subject(name: str) -> tuple[Subject, int] | None:
    """``name`` with random decks drawn from its scripted cards (and the structural ones; a game with
    too few scripted cards for a deck keeps its whole pool and has every scripted card put in),
    and how many scripted printings the pool holds; None when the real pool is not here."""
    source = REAL_POOLS[name]
    if source is not None and not source.exists():
        return None
    module = games.load(name)
    cards = module.import_cards(None if source is None else str(source)).cards
    if len(cards) < 200:  # the importer fell back to its fixture cards
        return None
    scripted = [r for r in cards if has_script(name, r.data)]
    ids = {r.id for r in scripted}
    keep = [r for r in cards if r.id in ids or r.data.get("type") in STRUCTURAL[name]]
    small = CardPool(name, keep)
    full = CardPool(name, cards)
    options = dict(getattr(module, "SIM_OPTIONS", DEFAULT_OPTIONS))

    extra = [r.id for r in scripted if r.data.get("type") not in STRUCTURAL[name]]

    def make_deck(rng: Rng) -> Deck:
        if len(extra) >= 60:  # enough for a deck of scripted cards (a smaller pool may never fill a deck)
            return module.random_deck(small, rng)
        else:
            deck = module.random_deck(full, rng)  # too few scripted cards (MLP): every one of them put in
            main = list(deck.main)
            for i, cid in enumerate((extra * 4)[: len(main) // 2]):  # up to 4 copies of each
                main[-1 - i] = cid
            return Deck(main=main, cards={**deck.cards, **full.data(extra)}, sections=deck.sections, name=deck.name)

    return Subject(name, module.ENGINE, make_deck, options, module=module), len(scripted)


def _norm(text: str) -> str:
    return text.strip().lower()


IDENTITY_MIN = 5
"""Original names and numbers shorter than this are not looked for (too likely in any text)."""


def identities(data: dict[str, Any]) -> set[str]:
    """What names the printing: its id, every name field (translations included) and its card number
    when that is a code ("OP04-047", "BP01-CR12"), lower-cased; the short ones left out."""
    out: set[str] = set()

    def add(value: Any) -> None:
        if isinstance(value, str) and len(value.strip()) >= IDENTITY_MIN:
            out.add(_norm(value))

    for key, value in data.items():
        low = key.lower()
        if low == "id" or "name" in low:
            for v in value.values() if isinstance(value, dict) else value if isinstance(value, list) else [value]:
                add(v)
        elif low in ("number", "main_number") and isinstance(value, str) and re.search(r"[a-z]", value, re.I) and re.search(r"\d", value):
            add(value)
        elif low == "i18n" and isinstance(value, dict):
            for lang in value.values():
                if isinstance(lang, dict):
                    for k, v in lang.items():
                        if "name" in k.lower():
                            add(v)
    return out


def _free_text(data: dict[str, Any]) -> str:
    """Everything a card prints besides what names it (its rules text, traits, keywords …)."""
    rest = {k: v for k, v in data.items() if not (k.lower() == "id" or "name" in k.lower() or k.lower() in ("number", "main_number", "i18n", "image_url", "images"))}
    return _norm(json.dumps(rest, ensure_ascii=False, default=str))


@dataclass
class NamedLeakScan(LeakScan):
    """``LeakScan`` that also knows what each token stands for: an artifact naming a card's original
    number or name is a leak when every card of that number or name is hidden from the viewer (and
    no card's printed text or longer name says that name, e.g. "play a card named …")."""

    originals: dict[str, dict[str, Any]] = field(default_factory=dict)
    by_identity: dict[str, frozenset[str]] = field(default_factory=dict)

    def __post_init__(self) -> None:
        super().__post_init__()
        corpus = " ".join(_free_text(d) for d in self.originals.values())
        named = {token: identities(data) for token, data in self.originals.items()}
        every = set().union(*named.values())
        found: dict[str, set[str]] = {}
        for token, idents in named.items():
            for ident in idents:
                # a name printed in another card's text or name ("Usopp" in "Usopp's Rubber Band of Doom!!!") names no card
                if ident not in corpus and not any(ident in other and other != ident and _word_in(ident, other) for other in every):
                    found.setdefault(ident, set()).add(token)
        self.by_identity = {k: frozenset(v) for k, v in found.items()}

    def step(self, before: BaseState | None, after: BaseState, events: list[Event], where: str) -> None:
        # A card played goes onto the chain for everyone to see (WoW 409.1, 410.3): known to all who saw
        # it there, though the same step may resolve it and return it to a hand (a scripted bounce).
        for e in events:
            if e.kind == "chain" and e.data.get("kind") == "card" and before is not None:
                for v in self.viewers:
                    if e.seen_by(v):
                        self.known[v].update(TOKEN_RE.findall(e.text.lower()))
        super().step(before, after, events, where)

    def check_text(self, text: str, hidden: set[str], where: str) -> None:
        super().check_text(text, hidden, where)
        low = text.lower()
        for ident, tokens in self.by_identity.items():
            if ident in low and tokens <= hidden and _word_in(ident, low):
                self.found.append(f"{where}: original {ident!r} of {sorted(tokens)[0]}")


def _word_in(ident: str, text: str) -> bool:
    """``ident`` in ``text`` not as part of a longer word or number."""
    return re.search(r"(?<![0-9a-z])" + re.escape(ident) + r"(?![0-9a-z])", text) is not None


@contextmanager
def see_through(originals: dict[str, dict[str, Any]]) -> Iterator[None]:
    """Per-card scripts find renamed cards (``engine.core.scripts.RENAMED``) for the duration."""
    RENAMED.update(originals)
    try:
        yield
    finally:
        for token in originals:
            RENAMED.pop(token, None)


def renamed_decks(sub: Subject, rng: Rng) -> tuple[list[Deck], dict[str, dict[str, Any]]]:
    """Two decks with every physical card renamed to a token, and each token's original data."""
    tokens: dict[str, str] = {}
    originals: dict[str, dict[str, Any]] = {}
    decks = []
    for deck in sub.decks(rng):
        mark = set(tokens)
        decks.append(unique_deck(deck, rng, tokens))
        originals.update({t: deck.cards[tokens[t]] for t in set(tokens) - mark})
    return decks, originals


def play_scripted_game(sub: Subject, seed: int, max_actions: int = 3000,
                       wrap: Callable[[Engine, dict[str, dict[str, Any]]], Engine] | None = None) -> tuple[NamedLeakScan, int, bool, int]:
    """One random game with renamed decks whose scripts still apply, scanned after every step.
    Returns the scan, the actions, whether the game finished and how many of its physical cards have
    a script (seen through the renaming). ``wrap`` replaces the engine (a planted leak's test)."""
    rng = Rng.from_seed(seed)
    decks, originals = renamed_decks(sub, rng)
    engine = sub.engine if wrap is None else wrap(sub.engine, originals)
    with see_through(originals):
        scripted = sum(has_script(sub.name, d.cards[c]) for d in decks for c in [*d.main, *(x for s in d.sections.values() for x in s)])
        scan = NamedLeakScan(engine, 2, originals=originals)
        n, over = scan_game(engine, decks, sub.options, scan, seed, max_actions)
    return scan, n, over, scripted


def hidden_hand_card(state: BaseState, player: int) -> str | None:
    """A card id in ``player``'s hand (hidden from the others), if any."""
    for uid in state.table.zone(player, "hand"):
        return state.table.cards[uid].card_id
    return None


def leaking_event(text: str) -> Event:
    """A public event whose line is ``text`` (the planted leak)."""
    return Event("planted", text)


__all__ = ["NamedLeakScan", "has_script", "hidden_hand_card", "identities", "leaking_event", "play_scripted_game",
           "renamed_decks", "scripted_subject", "see_through"]
