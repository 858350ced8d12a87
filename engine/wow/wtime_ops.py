"""Ops of helper wtime (timing cards, ``cards/scripts/wtime.toml``):

- ``wtime_opponents_draw`` — "each opponent draws a card" / "… draws 3 cards" (415.9e, one at a time): each
  opponent of the link's controller draws ``amount`` (Fool's Gold, Kieron the Loaner).
- ``wtime_empty_hand_hero_destroyed`` — "if an opponent has no card in his hand, destroy his hero" (Kieron
  the Loaner): checked as it resolves (EN 709), each opponent of the link's controller with an empty hand
  has his hero destroyed (415.9c; a "can't be destroyed" stops it, 103.2) and so loses (102.1a).
- ``wtime_discard_or`` — "discard two cards or destroy Last Stand" / "discard a card, or target opponent
  gains control of Infernal": the link's controller chooses (EN 709.1) to discard ``amount`` cards of his
  choice (415.9d; only if he holds that many: a cost-like "or" he can't do is not offered, 103.2), or
  the other outcome, ``stat``: "destroy_self" (the source is destroyed, 415.9c) or "give_self" (the
  opponent — in a two-player game the only one, so the only target — gains control of the source, 401.3).
- ``wtime_hand_self_damage`` — "each hero deals melee damage to itself equal to the number of cards in its
  controller's hand" (Titan-forged Rune of Cruelty): one packet per hero (405.4) of type ``stat``, its
  source the hero itself (408.2c), the amount counted as it resolves; none at 0 (408.2a).
- ``wtime_opponent_gains_self`` — "target opponent gains control of it until the start of your next turn"
  (Last Laugh; Retainer Mythras for good): the opponent gains control of the source (401.3); the control record
  names the link's controller (``by``) for ``engine.wow.durations``.
- ``wtime_lowest_cost_destroyed`` (Girdle of Ruination), ``wtime_same_name_destroyed`` (Amani Mask of Death):
  sweeps of every player's abilities, allies and equipment, read as they resolve (415.9c, 802).
- ``wtime_fewest_cards_draws`` (Manaspark Gloves), ``wtime_turn_player_draws_up`` (Jin'do's Bag of Whammies),
  ``wtime_hand_gap_damage`` (The Seal of Danzalar): hand counts read as they resolve (EN 709).
- ``wtime_opponent_hand_pick`` — the opponent picks a card of his hand for his removed zone (Nethershard) or
  his resource row, face down and exhausted (Bandit's Insignia) (EN 709.1: his choice, not a target).

In a two-player game (the host's scope) "target opponent" is the other player, the only legal choice.
"""

from __future__ import annotations

from engine.core import Event, Option, Pending
from engine.core.effects import resolves

from . import answers, continuations, discard_ban, may_skip_draw, zone_moves
from . import keywords as kw
from .control import gain_control
from .damage import deal
from .leaving_play import destroy
from .ops import GAME, OpCall
from .rules import EN, R
from .state import WowState

OPPONENTS_DRAW = "wtime_opponents_draw"
EMPTY_HAND_HERO = "wtime_empty_hand_hero_destroyed"
DISCARD_OR = "wtime_discard_or"
HAND_SELF_DAMAGE = "wtime_hand_self_damage"
KIND = "wtime_discard_or"
"""The pending choice of ``wtime_discard_or`` (first: discard or the other outcome; then which cards)."""


def _opponents(st: WowState, p: int) -> list[int]:
    return [q for q in range(st.num_players) if q != p]


@resolves(GAME, OPPONENTS_DRAW)
def _opponents_draw(call: OpCall) -> list[Event]:
    return may_skip_draw.op_draws(call, [[q, max(call.amount, 0)] for q in _opponents(call.st, call.player)], EN("709.1"))  # (EN 716 may ask)


@resolves(GAME, EMPTY_HAND_HERO)
def _empty_hand_hero(call: OpCall) -> list[Event]:
    st = call.st
    events: list[Event] = []
    for q in _opponents(st, call.player):
        if not st.table.zone(q, "hand"):
            events.append(Event("condition", f"P{q + 1} has no card in hand", EN("709.1"), call.player))
            events += destroy(st, st.heroes[q], EN("709.1"))
    return events


@resolves(GAME, DISCARD_OR)
def _discard_or(call: OpCall) -> list[Event]:
    st, p, n, src = call.st, call.player, max(call.amount, 1), call.link.uid
    other = call.eff.stat
    can_discard = len(st.table.zone(p, "hand")) >= n and not discard_ban.cant_discard(st, p)  # 103.2 (engine.wow.discard_ban)
    if not can_discard:
        return _other(st, p, src, other)
    what = "destroy " + kw.name(st, src) if other == "destroy_self" else f"P{2 - p} gains control of {kw.name(st, src)}"
    continuations.pause_for(call, KIND, {"player": p, "n": n, "other": other, "src": src},
                            Pending(p, KIND, f"{kw.name(st, src)}: discard {n} card(s), or {what}?",
                                    [Option("discard", f"Discard {n} card(s)"), Option("other", what[0].upper() + what[1:])], 1, 1, EN("709.1")))
    return []


def _other(st: WowState, p: int, src: int, other: str) -> list[Event]:
    """The outcome other than discarding (nothing if the source left play: 709.2a)."""
    if other == "destroy_self":
        return destroy(st, src, EN("709.1"))
    if other == "give_self" and st.num_players > 1:
        return gain_control(st, src, 1 - p if st.num_players == 2 else _opponents(st, p)[0], rule=R("401.3"))
    return []


@answers.handles(KIND)
def _answer(st: WowState, pending: Pending, picks: list[str]) -> list[Event]:
    w = st.waiting
    spec = w[KIND]
    p = spec["player"]
    if picks == ["discard"]:  # then which cards (415.9d: his choice)
        hand = st.table.zone(p, "hand")
        st.pending.append(Pending(p, KIND + "_cards", f"Discard {spec['n']} card(s)",
                                  [Option(str(u), kw.name(st, u)) for u in hand], spec["n"], spec["n"], R("415.9d")))
        return []
    w.pop(KIND)
    st.waiting = {}
    events = [Event("choose", f"P{p + 1} doesn't discard", EN("709.1"), p)]
    events += _other(st, p, spec["src"], spec["other"])
    return events + continuations.resume_link(st, w)


@answers.handles(KIND + "_cards")
def _answer_cards(st: WowState, pending: Pending, picks: list[str]) -> list[Event]:
    from .procedure import discard_cards

    w = st.waiting
    spec = w.pop(KIND)
    st.waiting = {}
    events = discard_cards(st, spec["player"], [int(u) for u in picks])
    return events + continuations.resume_link(st, w)


@resolves(GAME, HAND_SELF_DAMAGE)
def _hand_self_damage(call: OpCall) -> list[Event]:
    st = call.st
    events: list[Event] = []
    for q in range(st.num_players):
        h = st.heroes[q]
        n = len(st.table.zone(q, "hand"))
        if n > 0 and kw.in_play(st, h):
            events += deal(st, h, h, n, call.eff.stat or "melee")
    return events


# --- "target opponent gains control of it until the start of your next turn" (401.3; Last Laugh) ---------------

GIVE_SELF = "wtime_opponent_gains_self"


@resolves(GAME, GIVE_SELF)
def _opponent_gains_self(call: OpCall) -> list[Event]:
    """The opponent (two players: the only one, so the only target) gains control of the source card (401.3)
    for the effect's duration; the record names the link's controller (``by``), whose next turn's start ends
    an "until your next turn" one (``engine.wow.durations``), the card then going back (401.3b)."""
    st, p, src = call.st, call.player, call.link.uid
    if st.num_players < 2 or not kw.in_play(st, src):
        return []
    before = len(st.controls)
    events = gain_control(st, src, _opponents(st, p)[0], duration=call.eff.duration or "permanent", source=call.link.uid, rule=R("401.3"))
    if len(st.controls) > before:
        st.controls[-1] = {**st.controls[-1], "by": p}
    return events


# --- start / end of turn sweeps and hand counts (helper wtime) -------------------------------------------------

LOWEST_COST = "wtime_lowest_cost_destroyed"
SAME_NAME = "wtime_same_name_destroyed"
FEWEST_DRAWS = "wtime_fewest_cards_draws"
HAND_GAP_DAMAGE = "wtime_hand_gap_damage"
HAND_PICK = "wtime_opponent_hand_pick"
_SWEPT = frozenset({"ability", "ally", "weapon", "armor", "item"})


def _swept(st: WowState) -> list[int]:
    """Every ability, ally and equipment in play (300.1), of every player: not heroes, not resources."""
    out = []
    for q in range(st.num_players):
        for zone in ("allies", "hero_row"):
            for uid in st.table.zone(q, zone):
                if uid not in st.heroes and not kw.kinds(st, uid).isdisjoint(_SWEPT):
                    out.append(uid)
    return out


@resolves(GAME, LOWEST_COST)
def _lowest_cost(call: OpCall) -> list[Event]:
    """ "destroy the ability, ally, or equipment with the lowest cost. If two or more are tied, destroy all with that
    cost." (Girdle of Ruination): costs as printed (201.1; X is 0 in play, 201.3; a token's is 0, 201.4), read as it
    resolves; all of them at once (802)."""
    st = call.st
    cards = _swept(st)
    if not cards:
        return []
    cost = {u: 0 if st.table.peek(u).flags.get("token") else int(kw.data(st, u).get("cost") or 0) for u in cards}
    low = min(cost.values())
    events: list[Event] = []
    for uid in [u for u in cards if cost[u] == low]:
        events += destroy(st, uid, EN("709.1"))
    return events


@resolves(GAME, SAME_NAME)
def _same_name(call: OpCall) -> list[Event]:
    """ "destroy all abilities, allies, and equipment with the same name as another card in play." (Amani Mask of
    Death; 200.2: a card named X; a face-down card has no name, 412.1b), all at once (802)."""
    st = call.st
    named: dict[str, list[int]] = {}
    for q in range(st.num_players):
        for zone in ("allies", "hero_row", "resources"):
            for uid in st.table.zone(q, zone):
                if not st.table.peek(uid).face_down:
                    named.setdefault(kw.name(st, uid), []).append(uid)
    doomed = [u for u in _swept(st) if len(named.get(kw.name(st, u), ())) > 1]
    events: list[Event] = []
    for uid in doomed:
        events += destroy(st, uid, EN("709.1"))
    return events


@resolves(GAME, FEWEST_DRAWS)
def _fewest_draws(call: OpCall) -> list[Event]:
    """ "if a player has fewer cards in hand than each other player, he draws a card." (Manaspark Gloves; counted as
    it resolves, EN 709): only a player with strictly the fewest draws (415.9e)."""
    st = call.st
    hands = [len(st.table.zone(q, "hand")) for q in range(st.num_players)]
    for q in range(st.num_players):
        if all(hands[q] < hands[o] for o in range(st.num_players) if o != q):
            return may_skip_draw.op_draw(call, q, max(call.amount, 1), EN("709.1"))
    return [Event("condition", "No player has fewer cards in hand than each other player", EN("709.1"), call.player)]


@resolves(GAME, HAND_GAP_DAMAGE)
def _hand_gap_damage(call: OpCall) -> list[Event]:
    """ "your hero deals shadow damage to target hero equal to the number of cards in your hand minus the number of
    cards in that hero's controller's hand." (The Seal of Danzalar): one packet of type ``stat`` (405.4), its source
    your hero (408.2c), counted as it resolves; none at 0 or less (408.2a, 104.2)."""
    st, p = call.st, call.player
    events: list[Event] = []
    for uid in call.uids:
        n = len(st.table.zone(p, "hand")) - len(st.table.zone(st.table.peek(uid).controller, "hand"))
        if n > 0:
            events += deal(st, st.heroes[p], uid, n, call.eff.stat or "shadow", via=call.link.uid)
        else:
            events.append(Event("damage_none", f"No damage: {n} is not a positive number", R("104.2"), p))
    return events


@resolves(GAME, HAND_PICK)
def _hand_pick(call: OpCall) -> list[Event]:
    """ "Target opponent removes a card in his hand from the game." (Nethershard), "Target opponent puts a card from
    his hand into his resource row face down and exhausted." (Bandit's Insignia): the opponent (two players: the
    only one) picks a card of his hand (EN 709.1: his choice, not a target); ``zone`` "removed" (415.7) or
    "resources" (face down, exhausted: 412.1b, not a resource placed by him, 412.1)."""
    st, p = call.st, call.player
    q = _opponents(st, p)[0] if st.num_players > 1 else p
    hand = list(st.table.zone(q, "hand"))
    if not hand:
        return [Event("condition", f"P{q + 1} has no card in hand", EN("709.1"), q)]
    where = "remove from the game" if (call.eff.zone or "removed") == "removed" else "put into your resource row face down and exhausted"
    continuations.pause_for(call, HAND_PICK, {"player": q, "zone": call.eff.zone or "removed"},
                            Pending(q, HAND_PICK, f"{kw.name(st, call.link.uid)}: choose a card in your hand to {where}",
                                    [Option(str(u), kw.name(st, u)) for u in hand], 1, 1, EN("709.1")))
    return []


@answers.handles(HAND_PICK)
def _answer_hand_pick(st: WowState, pending: Pending, picks: list[str]) -> list[Event]:

    w = st.waiting
    spec = w.pop(HAND_PICK)
    st.waiting = {}
    uid, q = int(picks[0]), spec["player"]
    card = st.table.cards[uid]
    if spec["zone"] == "resources":
        card.face_down, card.known_to = True, [q]
        ev = zone_moves.move(st, uid, "resources", R("412.1b"), player=q)
        card.tapped = True
        card.entered_turn = st.turn
        ev.text = f"P{q + 1} puts a card from his hand into his resource row face down and exhausted"
    else:
        name = kw.name(st, uid)
        ev = zone_moves.move(st, uid, "removed", R("415.7a"), player=q)
        ev.text = f"P{q + 1} removes {name} in his hand from the game"
    return [ev, *continuations.resume_link(st, w)]


TURN_PLAYER_DRAWS_UP = "wtime_turn_player_draws_up"


@resolves(GAME, TURN_PLAYER_DRAWS_UP)
def _turn_player_draws_up(call: OpCall) -> list[Event]:
    """ "At the start of each player's turn, that player draws cards until he reaches his maximum hand size."
    (Jin'do's Bag of Whammies): the turn player draws the cards missing from his hand (``hand_size.hand_gap``,
    counted as it resolves; none without a maximum), one at a time (415.9e)."""
    from .hand_size import hand_gap

    st = call.st
    q = st.active
    n = hand_gap(st, q, {})
    return may_skip_draw.op_draw(call, q, n, EN("709.1")) if n > 0 else [Event("condition", f"P{q + 1}'s hand is full", EN("709.1"), q)]
