"""Ops of helper w30ally's allies (``engine/wow/cards/scripts/w30ally.toml``):

- ``wl30_opponent_picks_mode``: "an opponent chooses one: …" as a triggered power resolves (EN 707.1c): as
  ``wprev_pick_mode`` (the same pending kind and answer, the effects after it marked ``condition["mode"]`` run only
  for the mode picked), but the choice is the opponent's — the next player after the controller in turn order
  (in a two-player game, the opponent).
- ``wl30_destroy_at_end_of_turn``: "At end of turn, destroy it." after a one-shot power on a target (415.9c at the end
  of this turn, 415.9b: only if it is still where it was; ``engine.wow.delayed``, as ``doomed_tokens``).
- ``wl30_damage_dealt_this_turn``: "… deals ``amount`` ``stat`` damage to each hero and ally it dealt damage to this
  turn" — one packet (405.4) from the source to each character in play that this turn's history (``quests.note``)
  shows the source dealt damage to (408.2a: only packets that were dealt), in the order they were first dealt.
- ``wl30_exhaust_if_tag_no_ready``: "Exhaust target card. If you exhausted an Arena card this way, it can't ready during
  its controller's next ready step." — each ready target that can be exhausted (103.2) is exhausted (411.1); one that
  was, with the tag ``keyword`` (202.3), gets the pseudo-keyword Doesn't Ready Next (501.1a, as Gouge's).
- ``wl30_weapon_token``: "put a 6 [Holy] / 0 [Cost] Two-Handed Sword weapon token named Ashbringer into play with Melee(1)
  and Invincible" — ``condition["token"]`` (``name``, ``atk``, ``damage_type``, ``strike_cost``, ``tags``: its printed
  tags such as "2H Weapon" and "Melee (1)", ``keywords``: its text) enters its controller's hero row (303.1, 404.2;
  ``weapon_tokens.put_weapon_token``);
  as other tokens it is no card of a deck (flag ``token``) and ceases to exist outside play (410.6d); the hands rules
  apply to it as to a printed weapon (414.3c).
- ``wl30_becomes``: "target … becomes 1 / 1 (this turn / until it leaves play)" — a modifier of ``duration`` on each
  target setting its printed ``stat`` ("atk" / "health") to ``amount`` (205.1, EN 714.1; ``keywords.set_stat``, stat
  ``keywords.SET_HEAD`` + stat): other changes still apply on top; a card leaving play loses it (415.9a).
- ``wl30_player_gains_self``: "… he gains control of Siaranna." — the player who played the card the trigger heard
  (``played_trigger``'s ref row) gains control of the source (401.3), for good.
- ``wl30_fight``: "this ally and target opposing ally deal ``stat`` damage to each other equal to their respective ATK"
  — both ATKs are read first (205.1), then one packet each way (405.4, 408.2c); a character no longer in play deals
  and is dealt nothing (709.2a).
- ``wl30_heal_then_tokens``: "this ally heals ``amount`` damage from target friendly hero or ally. Then put a 1/1 Treant
  ally token into play for each damage healed this way." — the source heals the target (407.1, 408.2c), then one
  ``condition["token"]`` per damage actually healed (404.2).
- ``wl30_opponent_tokens``: "choose an opponent. That opponent puts five Warlock ally tokens … into play." — the
  opponent (the next player after the controller: in a two-player game, the opponent) puts ``amount``
  ``condition["token"]`` into play under his control (404.2); each is marked as one of the source's
  (:data:`TOKENS_OF`: the source and the turn it entered play, so a source that left play and came back is a new
  card, 415.9a), read by the condition ``wl30_tokens_of_self`` (``engine.wow.ally_conditions``).
- ``wl30_unload_damage``: "remove all damage from Plagueborn Meatwall, and he deals that much ``stat`` damage to each
  attacking ally" — the damage on the source is removed (405.1: removed, not healed), then one packet of that much
  from the source to the combat's attacker if it is an ally (405.4; none outside a combat).
- ``wl30_flag_self``: the source card's flag ``keyword`` is set (kept in every zone) and a modifier of that name put
  on it for ``duration`` (default permanent; lost as it leaves play, 415.9a); the condition ``wl30_flag`` reads them
  ("for the first time each game", "until he leaves play", "This turn, …" powers of a payment power).
"""

from __future__ import annotations

from engine.core import Event, Modifier, Option, Pending, effects
from engine.core.effects import resolves

from . import continuations, exhaust_tax
from . import keywords as kw
from .cards.keys import NO_READY
from .conditions import has_tag
from .damage import deal, heal
from .delayed import schedule
from .ops import GAME, OpCall
from .rules import EN, R
from .wprev_ops import PICK_MODE

OPPONENT_PICKS_MODE = "wl30_opponent_picks_mode"


@resolves(GAME, OPPONENT_PICKS_MODE)
def _opponent_picks_mode(call: OpCall) -> list[Event]:
    st = call.st
    texts = list((call.eff.condition or {}).get("modes") or [])
    chooser = (call.player + 1) % st.num_players
    continuations.pause_for(call, "wprev_modes", texts,
                            Pending(chooser, PICK_MODE, f"{call.link.label}: P{chooser + 1} chooses one",
                                    [Option(str(i + 1), t) for i, t in enumerate(texts)], 1, 1, EN("707.1c")))
    return []


@resolves(GAME, "wl30_destroy_at_end_of_turn")
def _destroy_at_end_of_turn(call: OpCall) -> list[Event]:
    events: list[Event] = []
    for uid in call.targets_or_source:
        if uid in call.st.table.cards and kw.in_play(call.st, uid):
            for ev in schedule(call.st, uid, call.player, "destroy", this_turn=True):
                ev.text = f"At the end of this turn, {kw.name(call.st, uid)} is destroyed (415.9c) if it is still in play"
                events.append(ev)
    return events


@resolves(GAME, "wl30_damage_dealt_this_turn")
def _damage_dealt_this_turn(call: OpCall) -> list[Event]:
    st, src = call.st, call.link.uid
    hit: list[int] = []
    for e in st.turn_log:
        if e.get("turn") != st.turn:
            continue
        if e.get("ev") == "damage" and e.get("src") == src and e.get("n", 0) > 0 and e.get("to") not in hit:
            hit.append(e["to"])
        elif e.get("ev") == "leave" and e.get("uid") in hit:
            hit.remove(e["uid"])  # 415.9a: a character that left play since is a new card
    if src not in st.table.cards or not kw.in_play(st, src):
        return []
    events: list[Event] = []
    for uid in hit:
        if uid in st.table.cards and kw.in_play(st, uid) and kw.is_character(st, uid):
            events += deal(st, src, uid, call.amount, call.eff.stat or "nature", via=src)
    return events


@resolves(GAME, "wl30_exhaust_if_tag_no_ready")
def _exhaust_if_tag_no_ready(call: OpCall) -> list[Event]:
    st, events = call.st, []
    if exhaust_tax.gate(call, list(call.uids)):
        return []  # a taxed card of his own: its controller is asked first (403.1, engine.wow.exhaust_tax)
    for uid in call.uids:
        card = st.table.peek(uid)
        if card.tapped or not exhaust_tax.may_exhaust(st, call.link, uid):
            continue  # not exhausted this way (411.1, 103.2)
        events.append(effects.set_tapped(st.table, uid, True, R("411.1"), "exhausted"))
        if has_tag(st, uid, call.eff.keyword):
            st.modifiers.append(Modifier(uid, "", 1, keyword=NO_READY, duration="permanent", player=call.player, turn=st.turn,
                                         source=call.link.uid))
            events.append(Event("modify", f"{kw.name(st, uid)} can't ready during its controller's next ready step", R("501.1a"), call.player))
    return events


@resolves(GAME, "wl30_weapon_token")
def _weapon_token(call: OpCall) -> list[Event]:
    from .weapon_tokens import put_weapon_token

    return [put_weapon_token(call.st, call.player, (call.eff.condition or {})["token"]) for _ in range(max(1, call.amount))]


@resolves(GAME, "wl30_becomes")
def _becomes(call: OpCall) -> list[Event]:
    from . import durations

    st, events = call.st, []
    for uid in call.uids:
        st.modifiers.append(Modifier(uid, kw.SET_HEAD + call.eff.stat, call.amount, duration=call.eff.duration or "this_turn", player=call.player,
                                     turn=st.turn, source=call.link.uid))
        events.append(Event("modify", f"{kw.name(st, uid)} has {call.amount} printed {call.eff.stat.upper()}{durations.phrase(call.eff.duration)}",
                            EN("714.1"), call.player))
    return events


@resolves(GAME, "wl30_player_gains_self")
def _player_gains_self(call: OpCall) -> list[Event]:
    from .control import gain_control

    st, src = call.st, call.link.uid
    rows = call.link.data.get("ref") or []
    who = rows[0].get("ctl") if rows else None
    if not isinstance(who, int) or not kw.in_play(st, src) or st.table.peek(src).controller == who:
        return []
    return gain_control(st, src, who, duration="permanent", source=src, rule=R("401.3"))


@resolves(GAME, "wl30_fight")
def _fight(call: OpCall) -> list[Event]:
    st, src = call.st, call.link.uid
    if not call.uids or not kw.in_play(st, src) or not kw.is_character(st, src):
        return []
    other = call.uids[0]
    if not kw.in_play(st, other):
        return []
    mine, theirs = kw.atk(st, src), kw.atk(st, other)
    dtype = call.eff.stat or "melee"
    return [*deal(st, src, other, mine, dtype, via=src), *deal(st, other, src, theirs, dtype, via=src)]


@resolves(GAME, "wl30_heal_then_tokens")
def _heal_then_tokens(call: OpCall) -> list[Event]:
    from .procedure import make_tokens  # (as doomed_tokens does: procedure doesn't import this module)

    st, events = call.st, []
    for uid in call.uids:
        events += heal(st, uid, call.amount, source=call.link.uid, via=call.link.uid)
    healed = sum(int((e.data or {}).get("n", 0)) for e in events if e.kind == "heal")
    if healed:
        events += make_tokens(st, call.player, (call.eff.condition or {})["token"], healed)
    return events


TOKENS_OF = "wl30_tokens_of"
"""Card flag of a token put into play by ``wl30_opponent_tokens``: ``[source uid, the turn the source entered play]``."""


@resolves(GAME, "wl30_opponent_tokens")
def _opponent_tokens(call: OpCall) -> list[Event]:
    from .procedure import make_tokens

    st, src = call.st, call.link.uid
    if st.num_players < 2 or src not in st.table.cards:
        return []
    opp = (call.player + 1) % st.num_players
    events = make_tokens(st, opp, (call.eff.condition or {})["token"], call.amount)
    mark = [src, st.table.peek(src).entered_turn]
    for ev in events:
        uid = (ev.data or {}).get("uid")
        if ev.kind == "token" and isinstance(uid, int):
            st.table.cards[uid].flags[TOKENS_OF] = mark
    return events


@resolves(GAME, "wl30_flag_self")
def _flag_self(call: OpCall) -> list[Event]:
    st, src = call.st, call.link.uid
    if src not in st.table.cards or not kw.in_play(st, src):
        return []
    st.table.cards[src].flags[call.eff.keyword] = st.turn
    duration = call.eff.duration or "permanent"
    st.modifiers.append(Modifier(src, "", 1, keyword=call.eff.keyword, duration=duration, player=call.player, turn=st.turn, source=src))
    when = " this turn" if duration == "this_turn" else " from now on"
    return [Event("modify", f"{kw.name(st, src)}: {call.eff.text or 'its power'}{when}", EN("714.1"), call.player)]


@resolves(GAME, "wl30_unload_damage")
def _unload_damage(call: OpCall) -> list[Event]:
    st, src = call.st, call.link.uid
    if src not in st.table.cards or not kw.in_play(st, src):
        return []
    n = st.table.peek(src).damage
    events: list[Event] = [effects.remove_damage(st.table, src, n, EN("709.1"))] if n else []
    c = st.combat
    if n and c is not None and c.attacker in st.table.cards and kw.in_play(st, c.attacker) and kw.is_ally(st, c.attacker):
        events += deal(st, src, c.attacker, n, call.eff.stat or "melee", via=src)
    return events
