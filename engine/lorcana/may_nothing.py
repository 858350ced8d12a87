"""A "may" whose "yes" could change nothing, told from PUBLIC facts only, is not asked
(engine.lorcana.resolve ``may_check``): both answers would be the same (7.1.3), so the question is
left out and the log names the rule. Registered on import (engine.lorcana.flow imports this module).
Each shape is read from what every player sees — cards in play and in discards, the count of cards in
a hand, deck or inkwell, ink in play — never from a card's face in a hidden zone, so leaving a
question out gives nothing away. Rule numbers: the English rules of May 2025 (the seed documents'
numbering); the 2.2.0 text says the same in 1.7.7 and 6.1.4.1 (outside the seed documents).

- a chosen card with no legal choice (1.2.4, its example: with no character that can be chosen the
  player does as much as they can; 2.2.0 1.7.7 "if no legal choices exist, then the effect resolves
  with no effect"): in play or in a discard, checked against the text's filter, Ward included
  (``candidates``); in a hand, deck or inkwell only an EMPTY zone counts (its cards are hidden);
- the top card of your deck with none left (1.2.3: nothing can be done);
- a cost you can't pay (7.1.2.2; 2.2.0 6.1.4.1: "treated the same as if the player chose not to pay"):
  "you may pay N {I} to …" with less ink, "you may play her" from the discard with less ink than her
  cost (Lilo - Escape Artist; 4.3.4.6), "you may choose and discard a card to …" with fewer cards in
  hand (hand SIZE only);
- "you may pay N {I} to [B]" where [B] has no legal choice: paying would buy nothing (Finnick - Tiny
  Terror). The rules allow paying [A] then (7.1.2.2 needs only [A]; [B] then does as much as it can,
  1.2.3/1.2.4), but ink paid for nothing changes nothing else in the game, so, as players expect, the
  cost is not offered (a rule call, stated in tests/lorcana/test_may_nothing.py). A discard cost is
  still offered then: the discarded card is a change (it reaches the discard, "whenever you discard"
  triggers);
- "you may remove (up to) N damage from …" where no card it could name has damage, and "you may ready
  …" where every card it could name is ready already: nothing to remove or to turn upright (1.2.3;
  2.2.0 1.9.2.3 "remove" takes counters off, 5.1.1.1 "readied" turns an exerted card upright). Skipped
  only when the WHOLE yes is no change: not when the yes goes on ("If you do, they can't quest …",
  Penny's "and they gain Resist +1") or a later sentence names the chosen card ("Ready chosen
  character. They can't quest for the rest of this turn": choosing a ready character still makes it
  unable to quest, 2.2.0 6.2.5). A "may draw" with an empty deck is still asked: drawing from it is a
  change (1.9.1.2 in the seed numbering: that player loses at the next game state check)."""

from __future__ import annotations

from engine.core.effects import Effect, Target

from .play import ink_available, play_cost
from .resolve import _MAY_CHECKS, candidates, may_check, program_for
from .state import LorcanaState

Why = tuple[str, str] | None

HIDDEN = ("hand", "deck", "inkwell")
"""Zones whose cards' faces are private: only their count is public."""


def _no_choice(st: LorcanaState, frame: dict, target: Target | None, extra: dict | None = None) -> Why:
    """A chosen card with no legal choice at all, by public facts."""
    if target is None or target.kind not in ("chosen", "each"):
        return None
    zone = target.filter.get("zone", "play")
    me = frame["player"]
    if zone in HIDDEN:
        if target.filter.get("any_player") or st.table.zone(me, zone):
            return None  # a card there might fit: its face is hidden, so it is asked
        return (f"no card in your {zone}", "1.2.4")
    if zone not in ("play", "discard"):
        return None
    flt = {**target.filter, **(extra or {})}
    if candidates(st, {**frame, "tmp": {}}, Target(target.kind, flt, target.count, target.up_to), me):
        return None
    return ("no legal choice", "1.2.4")


def _chosen(st: LorcanaState, frame: dict, eff: Effect) -> Why:
    return _no_choice(st, frame, eff.target)


def _move_damage(st: LorcanaState, frame: dict, eff: Effect) -> Why:
    """ "Move N damage from chosen character to chosen …": the source must have damage (run_step's
    filter), and there must be a character to move it to."""
    if eff.target is None or eff.target.kind != "chosen":
        return None
    to = (eff.condition or {}).get("to")
    return _no_choice(st, frame, eff.target, {"damaged": True}) or (
        _no_choice(st, frame, to) if isinstance(to, Target) else None
    )


def _play_free(st: LorcanaState, frame: dict, eff: Effect) -> Why:
    """ "Play a … with cost N or less for free from your discard/hand" (the cost limit as _play_free reads it)."""
    return _no_choice(st, frame, eff.target, {"cost_max": eff.amount})


def _move(st: LorcanaState, frame: dict, eff: Effect) -> Why:
    """ "Put a card from your hand/discard into your inkwell" (zone inkwell_card, chosen) and "put the top
    card of your deck into your inkwell" (zone inkwell, you) with no card there."""
    if eff.zone == "inkwell_card":
        return _no_choice(st, frame, eff.target)
    yours = eff.target is None or eff.target.kind in ("player", "self")
    if eff.zone in ("inkwell", "discard") and yours and not st.table.zone(frame["player"], "deck"):
        return ("no card in your deck", "1.2.3")
    return None


def _pay_ink(st: LorcanaState, frame: dict, eff: Effect) -> Why:
    """ "You may pay N {I} to [B]": can't pay (7.1.2.2; 2.2.0 6.1.4.1), or [B] has no legal choice (rule call, module doc)."""
    if ink_available(st, frame["player"]) < eff.amount:
        return (f"can't pay {eff.amount} ink", "7.1.2.2")
    if eff.then and all(_child_nothing(st, frame, e) for e in eff.then):
        return (f"{eff.amount} ink would buy nothing: no legal choice", "1.2.4")
    return None


def _child_nothing(st: LorcanaState, frame: dict, eff: Effect) -> bool:
    if eff.op == "pay_ink":
        return False
    check = _MAY_CHECKS.get(eff.op)
    return check is not None and check(st, frame, eff) is not None


def _play_self(st: LorcanaState, frame: dict, eff: Effect) -> Why:
    """ "You may play her" from the discard paying her cost (Lilo - Escape Artist): less ink than her cost."""
    cond = eff.condition or {}
    uid = frame["trigger"].get("subject") if cond.get("card") == "trigger" else frame["source"]
    if cond.get("free") or uid not in st.table.cards or st.table.cards[uid].zone != "discard":
        return None
    cost = play_cost(st, frame["player"], uid, "ink")
    if ink_available(st, frame["player"]) < cost:
        return (f"can't pay {cost} ink", "4.3.4.6")
    return None


def _discard_cost(st: LorcanaState, frame: dict, eff: Effect) -> Why:
    """ "You may choose and discard a card to …" with fewer cards in hand than it takes (hand SIZE only)."""
    if len(st.table.zone(frame["player"], "hand")) < max(1, eff.amount):
        return ("not enough cards in your hand", "7.1.2.2")
    return None


for _op in (
    "return_to_hand",
    "destroy",
    "damage",
    "tap",
    "modify_stat",
    "grant_keyword",
    "put_on_deck",
    "put_under",
    "put_damage",
):
    may_check(_op)(_chosen)
def _names_it(eff: Effect) -> bool:
    return eff.target is not None and eff.target.kind in ("it", "it_or_self")


def _names_it_later(st: LorcanaState, frame: dict, eff: Effect) -> bool:
    """Does the yes go on past the step: an "if you do" part, or a later sentence of the ability naming
    the card chosen ("They can't quest for the rest of this turn")? After a removal of damage only a part
    naming the card counts (Penny - Bolt's Person "and they gain Resist +1"): the others are "if you
    removed damage this way" (Julieta Madrigal - Excellent Cook), so with none to remove they don't happen."""
    if eff.then and (eff.op != "heal" or any(_names_it(e) for e in eff.then)):
        return True
    steps = program_for(st, frame)
    return any(_names_it(s) for s, _p in steps[frame["pc"] + 1:])


def _named(st: LorcanaState, frame: dict, target: Target, extra: dict) -> list[int] | None:
    """The cards in play ``target`` could name that also fit ``extra`` (None: a kind not read here)."""
    if target.kind in ("chosen", "each"):
        return candidates(st, {**frame, "tmp": {}}, Target(target.kind, {**target.filter, **extra}, target.count, target.up_to),
                          frame["player"])
    src = frame["source"]
    mine = [src] if src in st.table.cards and st.table.cards[src].zone == "play" else []
    its = [u for u in frame["it"] if u in st.table.cards and st.table.cards[u].zone == "play"]
    uids = {"self": mine, "it": its, "it_or_self": its or mine}.get(target.kind)
    if uids is None:
        return None
    key = next(iter(extra))
    return [u for u in uids if (st.table.cards[u].damage if key == "damaged" else st.table.cards[u].tapped)]


def _no_change(st: LorcanaState, frame: dict, eff: Effect, extra: dict, why: str) -> Why:
    found = _chosen(st, frame, eff)
    if found is not None or eff.target is None or eff.target.filter.get("zone", "play") != "play":
        return found
    named = _named(st, frame, eff.target, extra)
    if named is None or named:
        return None
    later = eff.target.kind in ("chosen", "it") or eff.then  # "each"/"self": a later "they" names them either way (7.4.5 例A)
    if later and _names_it_later(st, frame, eff):
        return None
    return (why, "1.2.3")


def _heal(st: LorcanaState, frame: dict, eff: Effect) -> Why:
    """ "You may remove (up to) N damage from …" with no damage on any card it could name."""
    return _no_change(st, frame, eff, {"damaged": True}, "no damage to remove")


def _ready(st: LorcanaState, frame: dict, eff: Effect) -> Why:
    """ "You may ready …" with every card it could name ready already."""
    return _no_change(st, frame, eff, {"exerted": True}, "nothing exerted to ready")


may_check("heal")(_heal)
may_check("untap")(_ready)
may_check("move_damage")(_move_damage)
may_check("play_free")(_play_free)
may_check("move")(_move)
may_check("pay_ink")(_pay_ink)
may_check("play_self")(_play_self)
may_check("discard_cost")(_discard_cost)
