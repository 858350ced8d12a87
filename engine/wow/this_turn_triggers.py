"""A delayed triggered power made by a resolving ability for the rest of the turn (EN 703; the ability
itself is in its owner's graveyard by then, 305.1): "When your hero deals damage to an ally this turn,
destroy that ally." (Cold Blood).

The card's script prints the power as a triggered power of its own with the trigger :data:`TRIGGER`
(never fired by anything else), and its play effects include the op ``arm_this_turn``
(``condition["what"]``: the event it waits for), which notes it in this turn's history
(``WowState.turn_log``, dropped as the next turn starts). :func:`fire` (called from
``procedure.event_triggers``) makes the power trigger on each such event this turn, the character the
event happened to being the triggering card (``Target("event")``: "that ally").

``what``:

- ``hero_damages_ally``: the hero of the player who played the ability dealt 1 or more damage (408.2a,
  any packet: combat or not) to an ally;
- ``next_combat_damaged``: the op's target (kept as the op resolves) is next dealt 1 or more combat damage (408.3)
  this turn — once ("When target opposing ally is next dealt combat damage this turn, destroy it.", Hidden
  Weaponry);
- ``shield_prevented``: a shield this card made prevented damage (EN 717; the ``prevent`` event's ``by``): the
  triggering card is the damage's source, and the amount prevented is the link's ``dealt`` ("When damage is
  prevented this way, your hero deals that amount of holy damage to that character.", Holy Shield;
  ``engine.wow.shield_by_target``);
- ``opposing_prevented``: the same, only for damage an opposing hero or ally would deal ("When damage that an opposing
  hero or ally would deal is prevented this way, …", Frost Ward: the Resistance it gave names it, ``damage.deal``;
  helper wprev);
- ``shield_prevented_to``: the same, the triggering card being the character the damage was prevented for ("… prevent
  it, and your hero heals 1 damage from that ally for each damage prevented this way", Bronson Greatwhisker; helper
  wprev);
- ``next_ability_played``: the player who made it plays his next ability card this turn (it goes on the chain,
  409.1) — once; the ability is remembered (``engine.wow.refs``: "that ability's cost") ("When you play your
  next ability this turn, ready up to X of your resources, where X is that ability's cost.", Inner Focus);
- ``next_opposing_ally_enters``: the next ally an opponent controls enters play this turn (played, put into
  play or a token, 404.2) — once ("When the next opposing ally enters play this turn, …", Demonic Corruption).
- ``next_opposing_enters``: the next card an opponent controls that fits ``condition["filter"]`` (``conditions.fits``)
  enters play this turn — once ("When the next opposing Mage or [Mage] card enters play this turn, destroy it.",
  Justicar Andra Goldblast; helper w30ally).
- ``next_kind_enters``: the next card of one of ``condition["types"]`` (any controller) enters play this turn (played,
  put into play or a token, 404.2) — once ("When the next ability, ally, or equipment enters play this turn, destroy it.",
  Snipe; helper w30abil2).
- ``you_strike``: the player who made it strikes (303.2) with a weapon fitting ``condition["filter"]`` (``targets.matches``)
  this turn — each time; the triggering card is that weapon ("Whenever you strike with a Ranged weapon this turn, you may
  pay 1. If you do, ready that weapon and your hero.", Rapid Fire; helper w30abil2);
- ``hero_attacks``: the hero of the player who made it attacks (EN 601.2) this turn — each time; the triggering card is
  the hero ("… when your hero attacks this turn, you may pay 1. …", Unrelenting Assault; helper w30abil2);
- ``opposing_nontoken_destroyed``: a non-token ally an opponent controlled was destroyed (415.9c) this turn — each time
  ("Reward: When an opposing non-token ally is destroyed this turn, …", Operation Recombobulation; helper wzone);
- ``hero_enters_combat``: the hero of the player who made it enters combat with a hero or ally (EN 602.1) — each time;
  the triggering card is that character ("When your hero enters combat with a hero or ally this turn, …", Death and
  Decay; helper w30abil);
- ``target_damaged``: the op's target is dealt 1 or more damage (any packet, 408.2a) this turn — each time ("When
  target ally is dealt damage this turn, destroy it.", Sunstalker Andora; helper whero2);
- ``target_combat_damages_ally``: the op's target deals 1 or more combat damage (408.3) to an ally this turn — each
  time; the triggering card is that ally, and both are remembered (``engine.wow.refs``, ``Target("ref")``: "destroy
  both", Jonas the Red; helper whero2);
- ``target_damages_opposing_ally``: the same for any packet (combat or not) to an ally an opponent of the op's
  controller controls ("When target ally you control deals damage to an opposing ally this turn, destroy both allies.",
  Battleplate of the Apocalypse; helper w30quest);
- ``target_next_damages_cheaper`` / ``target_next_damages_costlier``: the op's target deals 1 or more damage to an ally
  whose cost is lower / higher than its own (the printed costs, 201.3) — once, the first such packet this turn ("When
  target Alliance ally in your party next deals damage to an ally with lower cost this turn, draw a card.", Southshore;
  Tarren Mill; helper w30quest).

The op ``token_copy_tagged``: a token copy of the triggering card (402.3, ``copies.token_copy``) under the link's
controller that also has the tag ``keyword`` ("That copy is also a Demon.", 202.3): its printed copy values get
that tag."""

from __future__ import annotations

from engine.core import Event
from engine.core.effects import resolves

from . import armed_exhausts, defending_hero_hits, refs
from . import keywords as kw
from .combat_entry import ENTER_COMBAT
from .conditions import fits
from .ops import GAME, OpCall
from .powers import printed_powers
from .state import Link, WowState

TRIGGER = "armed_this_turn"
EV = "armed_this_turn"
KINDS = frozenset({"damage", "enter", "token", "prevent", "chain", "destroy", ENTER_COMBAT, "strike", "attack", armed_exhausts.KIND})
"""The event kinds :func:`fire` reads."""


@resolves(GAME, "arm_this_turn")
def _arm(call: OpCall) -> list[Event]:
    st = call.st
    row = {"ev": EV, "src": call.link.uid, "who": call.player, "turn": st.turn, "what": (call.eff.condition or {}).get("what", "")}
    if "types" in (call.eff.condition or {}):
        row["types"] = list(call.eff.condition["types"])  # next_kind_enters
    if (call.eff.condition or {}).get("filter"):
        row["filter"] = dict(call.eff.condition["filter"])  # next_opposing_enters, you_strike
    if call.eff.target is not None:
        if not call.uids:
            return []  # EN 709.2a: its target is gone: nothing waits
        row["uid"] = call.uids[0]
    st.turn_log.append(row)
    return []


def _happened(st: WowState, row: dict, ev: Event) -> int | None:
    """The triggering card if ``ev`` is the event ``row`` waits for."""
    data = ev.data or {}
    if row["what"] == "hero_damages_ally" and ev.kind == "damage" and data.get("n", 0) > 0:
        uid = data.get("uid")
        if data.get("source") == st.heroes[row["who"]] and isinstance(uid, int) and uid in st.table.cards and kw.is_ally(st, uid):
            return uid
    if row["what"] == "shield_prevented_to" and ev.kind == "prevent" and (data.get("by") or {}).get(row["src"], 0) > 0:
        uid = data.get("uid")
        if isinstance(uid, int) and uid in st.table.cards:
            row["amount"] = data["by"][row["src"]]
            return uid
    if row["what"] in ("shield_prevented", "opposing_prevented") and ev.kind == "prevent" and (data.get("by") or {}).get(row["src"], 0) > 0:
        src = data.get("source")
        if isinstance(src, int) and src in st.table.cards and (row["what"] == "shield_prevented" or st.table.cards[src].controller != row["who"]):
            row["amount"] = data["by"][row["src"]]
            return src
    if row["what"] == "next_ability_played" and not row.get("spent") and ev.kind == "chain" and data.get("kind") == "card" \
            and ev.player == row["who"]:
        uid = data.get("uid")
        if isinstance(uid, int) and uid in st.table.cards and kw.ctype(st, uid) == "ability":
            row["spent"] = True
            return uid
    if row["what"] == "next_opposing_ally_enters" and not row.get("spent") and ev.kind in ("enter", "token"):
        uid = data.get("uid")
        if isinstance(uid, int) and uid in st.table.cards and kw.is_ally(st, uid) and st.table.cards[uid].controller != row["who"]:
            row["spent"] = True
            return uid
    if row["what"] == "next_opposing_enters" and not row.get("spent") and ev.kind in ("enter", "token"):
        uid = data.get("uid")
        if isinstance(uid, int) and uid in st.table.cards and kw.in_play(st, uid) and st.table.cards[uid].controller != row["who"] \
                and fits(st, uid, row.get("filter") or {"types": ["ally", "ability", "weapon", "armor", "item", "location", "quest"]}):
            row["spent"] = True
            return uid
    if row["what"] == "next_kind_enters" and not row.get("spent") and ev.kind in ("enter", "token"):
        uid = data.get("uid")
        if isinstance(uid, int) and uid in st.table.cards and (kw.ctype(st, uid) in row.get("types", ())
                                                                  or ("ally" in row.get("types", ()) and kw.is_ally(st, uid))):
            row["spent"] = True
            return uid
    if row["what"] == "hero_attacks" and ev.kind == "attack" and data.get("attacker") == st.heroes[row["who"]]:
        return data["attacker"]
    if row["what"] == "you_strike" and ev.kind == "strike" and ev.player == row["who"] and st.combat is not None and st.combat.strikes:
        from .targets import matches

        weapon = st.combat.strikes[-1]
        if weapon in st.table.cards and matches(st, row["who"], weapon, row.get("filter", {}), row["src"]):
            return weapon
    if row["what"] == "opposing_nontoken_destroyed" and ev.kind == "destroy" and "card_id" in data:
        uid = data.get("uid")  # the card as it was destroyed: its controller then, a token or not (410.6d: a token is gone)
        printed = st.cards.get(data["card_id"]) or {}
        if isinstance(uid, int) and printed.get("type") == "ally" and data.get("controller") != row["who"] and not str(data["card_id"]).startswith("TOKEN-"):
            return uid if uid in st.table.cards and not st.table.peek(uid).flags.get("token") else None
    if row["what"] == "hero_enters_combat" and ev.kind == ENTER_COMBAT:  # (helper w30abil: Death and Decay's Death Rattle)
        from .hero_combat_entry import other

        return other(st, ev, row["who"])
    if row["what"] in ("target_damaged", "target_combat_damages_ally") and ev.kind == "damage" and data.get("n", 0) > 0:
        return _target_event(st, row, data)
    if row["what"] in _DEALT_BY_TARGET and not row.get("spent") and ev.kind == "damage" and data.get("n", 0) > 0:
        return _dealt_by_target(st, row, data)
    if row["what"] == armed_exhausts.WHAT and ev.kind == armed_exhausts.KIND:  # (engine.wow.armed_exhausts)
        return armed_exhausts.happened(st, row, data)
    if row["what"] == defending_hero_hits.WHAT and ev.kind == "damage":  # (engine.wow.defending_hero_hits)
        return defending_hero_hits.happened(st, row, data)
    if row["what"] == "next_combat_damaged" and not row.get("spent") and ev.kind == "damage" and data.get("n", 0) > 0 and data.get("combat") \
            and data.get("uid") == row.get("uid"):
        row["spent"] = True  # "next": once
        return row["uid"]
    return None


def _target_event(st: WowState, row: dict, data: dict) -> int | None:
    """``target_damaged``: the target was dealt it; ``target_combat_damages_ally``: the target dealt it in combat to an ally."""
    uid = data.get("uid")
    if row["what"] == "target_damaged":
        return uid if uid == row.get("uid") else None
    if data.get("combat") and data.get("source") == row.get("uid") and isinstance(uid, int) and uid in st.table.cards and kw.is_ally(st, uid):
        return uid
    return None


_DEALT_BY_TARGET = ("target_damages_opposing_ally", "target_next_damages_cheaper", "target_next_damages_costlier")
_BOTH = ("target_combat_damages_ally", "target_damages_opposing_ally")
"""The kinds whose trigger remembers the target too ("destroy both")."""


def _dealt_by_target(st: WowState, row: dict, data: dict) -> int | None:
    """The ally the op's target dealt a packet to, if it fits ``row["what"]`` (helper w30quest)."""
    uid, src = data.get("uid"), row.get("uid")
    if data.get("source") != src or not isinstance(uid, int) or uid not in st.table.cards or not kw.is_ally(st, uid) or src not in st.table.cards:
        return None
    if row["what"] == "target_damages_opposing_ally":
        return uid if st.table.peek(uid).controller != row["who"] else None
    mine, theirs = kw.data(st, src).get("cost") or 0, kw.data(st, uid).get("cost") or 0
    if (theirs < mine) if row["what"] == "target_next_damages_cheaper" else (theirs > mine):
        row["spent"] = True  # "next": once
        return uid
    return None


def fire(st: WowState, ev: Event) -> None:
    for row in [r for r in st.turn_log if r.get("ev") == EV and r.get("turn") == st.turn]:
        src = row["src"]
        if src not in st.table.cards:
            continue
        uid = _happened(st, row, ev)
        if uid is None:
            continue
        for i, pw in enumerate(printed_powers(st, src)):
            if pw.kind == "triggered" and pw.trigger == TRIGGER:
                data = {"event": uid, **({"dealt": row.pop("amount")} if "amount" in row else {})}  # "that amount" (per "dealt")
                link = Link("trigger", row["who"], src, i, label=f"{kw.name(st, src)}: {pw.text}", data=data)
                both = [row["uid"]] if row["what"] in _BOTH else []  # "destroy both"
                refs.remember(st, link, [uid, *both])  # "that ability's cost" (ref_amount, engine.wow.refs)
                st.triggers.append(link)


@resolves(GAME, "token_copy_tagged")
def _token_copy_tagged(call: OpCall) -> list[Event]:
    from .copies import token_copy

    st = call.st
    events: list[Event] = []
    for uid in call.uids:
        made = token_copy(st, call.player, uid)
        for ev in made:
            if ev.kind == "token":
                new = ev.data["uid"]
                card = st.table.cards[new]
                cid = f"{card.card_id}+{call.eff.keyword}"
                if cid not in st.cards:
                    printed = st.cards[card.card_id]
                    st.cards[cid] = {**printed, "tags": [*(printed.get("tags") or []), call.eff.keyword]}
                    st.table.learn_names({cid: st.cards[cid]})  # the log names it as printed (Table.card_name)
                card.card_id = cid
                ev.text += f" (also a {call.eff.keyword})"
        events += made
    return events
