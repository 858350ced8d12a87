"""A player picks among his own cards (EN 709.1; ``engine.wow.forced``): "Target player destroys an
ally in his party", "Each opponent destroys an ally in his party", "Each player destroys one of his
resources", "Target player destroys an ability or equipment he controls", "Each player puts an ally
from his party into its owner's hand"; "Ready a hero or ally in your party" (the controller picks)."""

from __future__ import annotations

import re

from engine.core.effects import Effect, Target

from . import rx
from .conditions import card_filter
from .registry import SENTENCES

_WHO = {"target player": Target("chosen", {"player": True}), "target opponent": Target("opponent"), "each opponent": Target("opponent"),
        "each player": Target("each_player")}
_N = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3}


@SENTENCES.register("player_picks", r"(target player|target opponent|each opponent|each player) (destroys|puts) (a|an|one|two|three) "
                    r"(?:of his (resources)|(.+?) (?:in|from) his party|(.+?) he controls)(?: into (?:its|their) owners?'?s?'? hands?)?",
                    full=True, priority=155, flags=re.I)
def _player_picks(m: re.Match, name: str, sentence: str) -> list[Effect] | None:
    verb, into_hand = m.group(2).lower(), "hand" in m.group(0).lower()[m.end(3):]
    if (verb == "puts") != into_hand:
        return None
    if m.group(4):
        flt: dict | None = {"types": ["resource"]}
    else:
        flt = card_filter(rx.sub(r"^(?:abilities|allies)$", lambda w: {"abilities": "ability", "allies": "ally"}[w.group(0)], m.group(5) or m.group(6)))
    if flt is None or (into_hand and flt.get("types") == ["resource"]) or "hero" in flt.get("types", []) or rx.search(r",? and ", m.group(0)):
        return None  # a hero is no card to pick here; "an ability, ally, and equipment": one of each, not read
    who = _WHO[m.group(1).lower()]
    return [Effect("player_picks", _N[m.group(3).lower()], Target(who.kind, dict(who.filter)), stat="hand" if into_hand else "destroy",
                   condition={"filter": flt}, text=sentence)]


@SENTENCES.register("ready_a_card", r"ready an? ((?:hero or )?ally|hero|equipment|weapon|armor|item|[A-Z][\w'-]+) (?:in your party|you control)",
                    full=True, priority=156, flags=re.I)
def _ready_a_card(m: re.Match, name: str, sentence: str) -> list[Effect] | None:
    """ "Ready a hero or ally in your party.", "Ready an equipment you control.", "Ready a Ghoul in your
    party." — not a target (EN 706): the controller picks the card on resolution (EN 709.1) and readies
    it (411.1)."""
    flt = card_filter(m.group(1))
    if flt is None or m.group(1).lower() in ("location", "resource", "card"):
        return None
    return [Effect("player_picks", 1, Target("player"), stat="ready", condition={"filter": flt}, text=sentence)]
