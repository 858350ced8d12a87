"""Helper wact2 (issue #18): the conditions, count and op of ``engine.wow.cards.templates_wact2``.

Conditions (``k``, EN 709: checked on resolution):

- ``wa2_self_kw``: the source card is in play and has the keyword ``kw`` now (103.2) — "If Gyro has
  Stealth, destroy target exhausted ally."
- ``wa2_none_in_play``: no card in play, on any side, has the tag ``tag`` (202.1a) — "Use only if no Pirates are in play."
- ``wa2_none_played``: the player has played no card of ``types`` this turn (409; this turn's history,
  ``quests.note``) — "You pay 1 less to play your first ally each turn."

Count ``{"k": "wa2_printed_to", "stat", "value"}``: ``value`` minus the source's printed ``stat`` (301.2b: "BACK: 40 Health").

Count (a ``condition["per"]``): ``{"k": "wa2_self_atk"}`` — the source's ATK as the power resolves (205.1,
EN 709; none below 0): "Double Ripper's ATK this turn" = +that much ATK this turn.

Op ``wact2_heal_party`` (407.1, 408.2c): "Nalkas heals 2 damage from each hero and ally in target player's
party." — the target is a player (named by his hero, EN 706); the source heals ``amount`` damage from each
hero and ally that player controls (his party, 415.8), one packet each.

Op ``wact2_gain_if_no_hand`` (401.3, EN 709): "Gain control of target opposing ally if its controller has no
cards in his hand." — checked for each target as the power resolves.

Ops ``wact2_note_player`` + ``wact2_give_to_noted`` (401.3): "Target player gains control of target ability,
ally, or equipment you control." — the first effect's target (a player, by his hero, EN 706) is noted on the
link; the second's target comes under that player's control (naming yourself changes nothing).

Op ``wact2_hand_bottom_redraw`` (EN 709.1, 415.3a): "Put your hand on the bottom of your deck, then draw that
many cards." — every card of the controller's hand goes to the bottom of his deck (in hand order), then he
draws as many as he put there (an empty hand: nothing is drawn).

Op ``wact2_combat_damage`` (408.3b, 405.4): "Rotun deals 1 melee damage to target hero or ally. That damage
counts as combat damage." — the source deals one packet of ``stat`` damage to each target, marked as combat
damage (what reads combat damage — bonuses, prevention, "deals combat damage" triggers — sees it as such).

Op ``wact2_remove_if_defending`` (EN 603, EN 709): "If target ally in your party is defending, remove it from
combat." — checked for each target as the power resolves (``combat.remove_from_combat``).

Op ``wact2_discard_hand_count`` (415.9d): "Discard your hand." with the count ``{"k": "wa2_discarded"}`` — how
many cards the source's controller discarded this way as it last resolved ("Each opponent discards a card for
each card you discarded this way.").

Op ``wact2_destroy_dealt_self`` (415.9c): "Destroy all allies that dealt combat damage to Savin this turn." — the
allies in play that were the source of combat damage dealt to the source card this turn (this turn's history,
``quests.note``).

Op ``wact2_damage_dealt_back`` (405.4): "Nimaasus deals X holy damage to target ally, where X is the amount of
damage that ally dealt to Nimaasus this turn." — X from this turn's history, counted as the power resolves.

Op ``wact2_seven_minus_hand`` (405.4): "Omedus deals shadow damage to target hero equal to 7 minus the number of
cards in its controller's hand." — ``amount`` minus that hand's size as the power resolves (none below 0, 408.2b).

Op ``wact2_remove_top_heal`` (415.7, 407.1): "Remove the top three cards of target opponent's deck from the game.
Neeri heals 2 damage from herself for each ally removed this way." — the top ``amount`` cards go to the removed
zone face up (as ``remove_top``), then the source heals ``condition["heal"]`` damage from itself per ally card
among them (one packet).

Op ``wact2_all_graveyard_allies`` (710.1): "Players put all ally cards from their graveyards into play." — each
player in turn order (802) puts every ally card of his graveyard into play, each entering as a resolving card
would (not played), under its owner's control.

Op ``wact2_damage_per_grave`` (405.4): "Vorath deals 1 shadow damage to target ally for each ally in its
controller's graveyard." — ``amount`` per ally card in the graveyard of the target's controller, counted as it
resolves; one packet.

Ops ``wact2_heal_all_note`` + ``wact2_deal_noted`` (407.1, 405.4): "Enfea Contha heals all damage from target
friendly ally, then deals that much nature damage to target opposing ally." — the source heals all damage from
the first target (the damage removed is noted on the link), then deals that much ``stat`` damage to the second.

Op ``wact2_destroy_if_highest`` (415.9c, EN 709): "Destroy target opposing ally if it has or shares the highest cost
among opposing allies." — checked as it resolves: no opposing ally in play costs more than the target (201.3).

Op ``wact2_hand_gift`` (EN 709.1, 401.2): "Put a card from your hand into target player's hand. (He owns that card for
the rest of the game.)" — the link's controller picks a card of his hand on resolution (not a target); it goes into
the targeted player's hand and that player becomes its owner (the printed text says so, 103.1). An empty hand: nothing.

Op ``wact2_hero_face_down`` (301.2, 301.2a): "Turn target opposing hero face down." — a hero still showing its front
turns over to its back (only the back's powers work now, so its flip powers can't be used); one already face down
stays so.

Op ``wact2_hand_to_resources`` (412.2, EN 709.3): "You may put a card from your hand into your resource row face down and
exhausted." — the link's controller picks one card of his hand, or none (a "may"); it goes into his resource row face
down and exhausted.
"""

from __future__ import annotations

from typing import Any

from engine.core import Event, Option, Pending, effects
from engine.core.effects import resolves

from . import continuations, discard_ban, may_skip_draw, zone_moves
from . import keywords as kw
from .answers import handles
from .combat import remove_from_combat
from .conditions import condition_checker, count_reader, state_is
from .control import gain_control
from .damage import deal, heal
from .ops import (
    ALL_GRAVEYARD_ALLIES,
    COMBAT_DAMAGE,
    DAMAGE_DEALT_BACK,
    DAMAGE_PER_GRAVE,
    DEAL_NOTED,
    DESTROY_DEALT_SELF,
    DESTROY_IF_HIGHEST,
    DISCARD_HAND_COUNT,
    GAIN_IF_NO_HAND,
    GAME,
    GIVE_TO_NOTED,
    HAND_BOTTOM_REDRAW,
    HAND_GIFT,
    HAND_TO_RESOURCES,
    HEAL_ALL_NOTE,
    HEAL_PARTY,
    HERO_FACE_DOWN,
    NOTE_PLAYER,
    REMOVE_IF_DEFENDING,
    REMOVE_TOP_HEAL,
    SEVEN_MINUS_HAND,
    OpCall,
)
from .rules import EN, R
from .state import WowState

DISCARDED = "wa2_discarded"
"""Card flag: how many cards ``wact2_discard_hand_count`` discarded as it last resolved."""


@condition_checker("wa2_")
def wa2_check(st: WowState, player: int, source: int, cond: dict[str, Any], affected: int | None = None) -> bool:
    """The ``wa2_`` condition kinds (module docstring)."""
    if cond["k"] == "wa2_none_in_play":
        tag = cond["tag"].lower()
        return not any(tag in kw.words(st, u) for q in range(st.num_players) for z in ("allies", "hero_row") for u in st.table.zone(q, z))
    if cond["k"] == "wa2_none_played":
        return not any(e.get("turn") == st.turn and e.get("ev") == "play" and e.get("who") == player and e.get("type") in cond["types"]
                       for e in st.turn_log)
    if cond["k"] == "wa2_self_kw":
        return source in st.table.cards and kw.in_play(st, source) and kw.has(st, source, cond["kw"])
    raise ValueError(f"unknown wact2 condition {cond['k']!r}")


@count_reader("wa2_")
def wa2_count(st: WowState, player: int, key: dict[str, Any], source: int | None = None) -> int:
    """The ``wa2_`` counts (module docstring)."""
    if key["k"] == "wa2_printed_to":  # "BACK: 40 Health": the back's value minus the printed one (301.2b)
        printed = int(kw.data(st, source).get(key["stat"]) or 0) if source is not None and source in st.table.cards else 0
        return int(key["value"]) - printed
    if key["k"] == "wa2_discarded":
        return int(st.table.cards[source].flags.get(DISCARDED, 0)) if source is not None and source in st.table.cards else 0
    if key["k"] == "wa2_self_atk":
        return max(0, kw.atk(st, source)) if source is not None and source in st.table.cards and kw.in_play(st, source) else 0
    raise ValueError(f"unknown wact2 count {key['k']!r}")


@resolves(GAME, HEAL_PARTY)
def _heal_party(call: OpCall) -> list[Event]:
    st = call.st
    events: list[Event] = []
    for hero_uid in call.uids:
        who = st.table.cards[hero_uid].controller
        for zone in ("hero_row", "allies"):
            for uid in list(st.table.zone(who, zone)):
                if kw.in_play(st, uid) and kw.is_character(st, uid):
                    events += heal(st, uid, call.amount, source=call.link.uid, via=call.link.uid)
    return events


@resolves(GAME, GAIN_IF_NO_HAND)
def _gain_if_no_hand(call: OpCall) -> list[Event]:
    st = call.st
    events: list[Event] = []
    for uid in call.uids:
        if not st.table.zone(st.table.cards[uid].controller, "hand"):
            events += gain_control(st, uid, call.player, duration="permanent", source=call.link.uid)
        else:
            events.append(Event("control", f"{kw.name(st, uid)}'s controller has cards in his hand: nothing happens", R("401.3"), call.player))
    return events


@resolves(GAME, NOTE_PLAYER)
def _note_player(call: OpCall) -> list[Event]:
    call.link.data["wa2_player"] = call.st.table.cards[call.uids[0]].controller if call.uids else None
    return []


@resolves(GAME, GIVE_TO_NOTED)
def _give_to_noted(call: OpCall) -> list[Event]:
    who = call.link.data.get("wa2_player")
    if who is None:
        return []
    events: list[Event] = []
    for uid in call.uids:
        events += gain_control(call.st, uid, who, duration="permanent", source=call.link.uid)
    return events


@resolves(GAME, HAND_BOTTOM_REDRAW)
def _hand_bottom_redraw(call: OpCall) -> list[Event]:
    st, p = call.st, call.player
    hand = list(st.table.zone(p, "hand"))
    for uid in hand:
        zone_moves.move(st, uid, "deck", EN("709.1"), player=p)  # the bottom (415.3a: the top card is the first)
    events = [Event("move", f"P{p + 1} puts {len(hand)} card(s) from their hand on the bottom of their deck", EN("709.1"), p)]
    return events + may_skip_draw.op_draw(call, p, len(hand), EN("709.1"))  # (EN 716 may ask first)


@resolves(GAME, COMBAT_DAMAGE)
def _combat_damage(call: OpCall) -> list[Event]:
    st = call.st
    if not kw.in_play(st, call.link.uid):
        return []  # 408.2c: the source deals it; gone, it deals nothing
    events: list[Event] = []
    for uid in call.uids:
        events += deal(st, call.link.uid, uid, call.amount, call.eff.stat or "melee", combat=True, via=call.link.uid)
    return events


@resolves(GAME, REMOVE_IF_DEFENDING)
def _remove_if_defending(call: OpCall) -> list[Event]:
    st = call.st
    defending = [u for u in call.uids if kw.in_play(st, u) and state_is(st, u, "defending")]
    if not defending:
        return [Event("combat", "The target isn't defending: nothing happens", EN("709.1"), call.player)]
    return remove_from_combat(st, defending, call.player)


@resolves(GAME, DISCARD_HAND_COUNT)
def _discard_hand_count(call: OpCall) -> list[Event]:
    from .procedure import discard_cards  # (as random_discard does: procedure doesn't import this module)

    st, p = call.st, call.player
    hand = [] if discard_ban.cant_discard(st, p) else list(st.table.zone(p, "hand"))  # 103.2: none discarded this way
    if call.link.uid in st.table.cards:
        st.table.cards[call.link.uid].flags[DISCARDED] = len(hand)
    if discard_ban.cant_discard(st, p):
        return [discard_ban.refused(p)]
    return discard_cards(st, p, hand)


def _dealt_this_turn(st: WowState, src: int, to: int, combat_only: bool) -> int:
    return sum(e.get("n", 0) for e in st.turn_log if e.get("turn") == st.turn and e.get("ev") == "damage" and e.get("src") == src
               and e.get("to") == to and (e.get("combat") or not combat_only))


@resolves(GAME, DESTROY_DEALT_SELF)
def _destroy_dealt_self(call: OpCall) -> list[Event]:
    from .leaving_play import destroy

    st, me = call.st, call.link.uid
    events: list[Event] = []
    for q in range(st.num_players):
        for uid in list(st.table.zone(q, "allies")):
            if kw.in_play(st, uid) and kw.is_ally(st, uid) and _dealt_this_turn(st, uid, me, True) > 0:
                events += destroy(st, uid, R("415.9c"))
    return events


@resolves(GAME, DAMAGE_DEALT_BACK)
def _damage_dealt_back(call: OpCall) -> list[Event]:
    st, me = call.st, call.link.uid
    if not kw.in_play(st, me):
        return []
    events: list[Event] = []
    for uid in call.uids:
        events += deal(st, me, uid, _dealt_this_turn(st, uid, me, False), call.eff.stat or "holy", via=me)
    return events


@resolves(GAME, SEVEN_MINUS_HAND)
def _seven_minus_hand(call: OpCall) -> list[Event]:
    st, me = call.st, call.link.uid
    if not kw.in_play(st, me):
        return []
    events: list[Event] = []
    for uid in call.uids:
        n = call.amount - len(st.table.zone(st.table.cards[uid].controller, "hand"))
        events += deal(st, me, uid, n, call.eff.stat or "shadow", via=me)
    return events


@resolves(GAME, REMOVE_TOP_HEAL)
def _remove_top_heal(call: OpCall) -> list[Event]:
    from .mill import players

    st, me = call.st, call.link.uid
    events: list[Event] = []
    allies = 0
    for q in players(call):
        for uid in list(st.table.zone(q, "deck"))[: max(0, call.amount)]:
            ev = zone_moves.move(st, uid, "removed", EN("709.1"), player=st.table.cards[uid].owner)
            st.table.cards[uid].known_to = list(range(st.num_players))  # removed face up: public (415.7)
            ev.text = f"P{q + 1}'s top card is removed from the game"
            events.append(ev)
            allies += (st.cards.get(st.table.cards[uid].card_id) or {}).get("type") == "ally"
    if allies and kw.in_play(st, me):
        events += heal(st, me, allies * int((call.eff.condition or {}).get("heal", 0)), source=me, via=me)
    return events


def _ally_cards(st: WowState, player: int) -> list[int]:
    return [u for u in st.table.zone(player, "graveyard") if (st.cards.get(st.table.cards[u].card_id) or {}).get("type") == "ally"]


@resolves(GAME, ALL_GRAVEYARD_ALLIES)
def _all_graveyard_allies(call: OpCall) -> list[Event]:
    from .state import Link

    st = call.st
    events: list[Event] = []
    for i in range(st.num_players):
        q = (st.active + i) % st.num_players
        for uid in _ally_cards(st, q):
            events += continuations.resolve_card(st, Link("card", st.table.cards[uid].owner, uid, label=kw.name(st, uid)))
    return events


@resolves(GAME, DAMAGE_PER_GRAVE)
def _damage_per_grave(call: OpCall) -> list[Event]:
    st, me = call.st, call.link.uid
    if not kw.in_play(st, me):
        return []
    events: list[Event] = []
    for uid in call.uids:
        n = call.amount * len(_ally_cards(st, st.table.cards[uid].controller))
        events += deal(st, me, uid, n, call.eff.stat or "shadow", via=me)
    return events


@resolves(GAME, HEAL_ALL_NOTE)
def _heal_all_note(call: OpCall) -> list[Event]:
    st, me = call.st, call.link.uid
    events: list[Event] = []
    healed = 0
    for uid in call.uids:
        before = st.table.cards[uid].damage
        events += heal(st, uid, before, source=me, via=me)
        healed += before - st.table.cards[uid].damage
    call.link.data["wa2_healed"] = healed
    return events


@resolves(GAME, DEAL_NOTED)
def _deal_noted(call: OpCall) -> list[Event]:
    st, me = call.st, call.link.uid
    if not kw.in_play(st, me):
        return []
    events: list[Event] = []
    for uid in call.uids:
        events += deal(st, me, uid, int(call.link.data.get("wa2_healed", 0)), call.eff.stat or "nature", via=me)
    return events


@resolves(GAME, DESTROY_IF_HIGHEST)
def _destroy_if_highest(call: OpCall) -> list[Event]:
    from .leaving_play import destroy

    st, p = call.st, call.player
    costs = [int(kw.data(st, u).get("cost") or 0) for q in range(st.num_players) if q != p for u in st.table.zone(q, "allies") if kw.is_ally(st, u)]
    events: list[Event] = []
    for uid in call.uids:
        if kw.in_play(st, uid) and int(kw.data(st, uid).get("cost") or 0) >= max(costs, default=0):
            events += destroy(st, uid, R("415.9c"))
        else:
            events.append(Event("destroy", f"{kw.name(st, uid)} doesn't have the highest cost: nothing happens", EN("709.1"), p))
    return events


GIFT_KIND = "wact2_hand_gift"


@resolves(GAME, HAND_GIFT)
def _hand_gift(call: OpCall) -> list[Event]:
    st, p = call.st, call.player
    hand = list(st.table.zone(p, "hand"))
    if not hand or not call.uids:
        return [Event("move", f"P{p + 1} has no card to give", EN("709.1"), p)]
    to = st.table.cards[call.uids[0]].controller
    continuations.pause_for(call, "wa2_gift", to,
                            Pending(p, GIFT_KIND, f"{call.eff.text or 'Effect'}: choose a card from your hand to give P{to + 1}",
                                    [Option(str(u), kw.name(st, u)) for u in hand], 1, 1, EN("709.1")))
    return []


FIRST_OWNER = "_first_owner"
"""A card flag: who owned the card before an effect gave it to another player (415.2); not shown in views."""


@handles(GIFT_KIND)
def _gift_answer(st: WowState, pending: Pending, picks: list[str]) -> list[Event]:
    """The picked card goes into the other player's hand; he owns it from now on (415.2, 401.2)."""
    to, w = continuations.take_job(st, "wa2_gift")
    events: list[Event] = []
    for uid in (int(x) for x in picks):
        card = st.table.cards[uid]
        ev = zone_moves.move(st, uid, "hand", EN("709.1"), player=to)
        card.flags.setdefault(FIRST_OWNER, card.owner)  # 415.2: he owns it until the game ends (the simulator's census reads this)
        card.owner, card.controller, card.known_to = to, to, [to]
        ev.text = f"P{pending.player + 1} puts a card into P{to + 1}'s hand"
        events.append(ev)
    return events + continuations.resume_link(st, w)


@resolves(GAME, HERO_FACE_DOWN)
def _hero_face_down(call: OpCall) -> list[Event]:
    from .faces import flip

    st = call.st
    events: list[Event] = []
    for uid in call.uids:
        if kw.in_play(st, uid) and not st.table.cards[uid].flags.get("flipped"):
            events += flip(st, call.player, uid)
    return events


TO_ROW_KIND = "wact2_hand_to_resources"


@resolves(GAME, HAND_TO_RESOURCES)
def _hand_to_resources(call: OpCall) -> list[Event]:
    st, p = call.st, call.player
    hand = list(st.table.zone(p, "hand"))
    if (flt := (call.eff.condition or {}).get("filter")) is not None:  # "You may reveal an equipment card from your hand. If you do, …" (helper wres)
        from .search import card_matches

        hand = [u for u in hand if card_matches(st, u, flt)]
    if not hand:
        return [Event("move", f"P{p + 1} has no such card in hand", EN("709.1"), p)]
    continuations.pause_for(call, "wa2_to_row", (call.eff.condition or {}).get("reveal", True) if flt is not None else True,
                            Pending(p, TO_ROW_KIND, f"{call.eff.text or 'Effect'}: choose a card from your hand",
                                    [Option(str(u), kw.name(st, u)) for u in hand], 0 if (call.eff.condition or {}).get("may") else 1, 1, EN("709.3")))
    return []


@handles(TO_ROW_KIND)
def _to_row_answer(st: WowState, pending: Pending, picks: list[str]) -> list[Event]:
    """The picked card goes into its owner's resource row face down and exhausted (412.2)."""
    w, st.waiting = st.waiting, {}
    reveal = w.pop("wa2_to_row", None) == "reveal"
    events: list[Event] = []
    for uid in (int(x) for x in picks):
        if reveal:  # "reveal an equipment card from your hand" (EN 709.1): every player sees it
            events.append(effects.reveal(st.table, [uid], EN("709.1"), pending.player))
        ev = zone_moves.move(st, uid, "resources", R("412.2"), player=pending.player)
        card = st.table.cards[uid]
        card.face_down, card.tapped, card.known_to = True, True, [pending.player]
        ev.text = f"P{pending.player + 1} puts a card from their hand into their resource row face down and exhausted"
        events.append(ev)
    return events + continuations.resume_link(st, w)
