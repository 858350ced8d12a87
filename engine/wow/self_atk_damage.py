"""Damage sized by the dealing character's own ATK (205.1), read as the power resolves (EN 709):

- ``damage_self_atk``: "Target opposing ally deals melee damage to itself equal to its ATK." (Saria of
  Stormwind), "Each aly deals holy damage to itself equal to its ATK." (Penance) — each target is the source
  of one packet of type ``stat`` dealt to itself (405.4, 408.2c);
- ``atk_damage``: "Target Pet in your party deals melee damage equal to its ATK to target ally." (Kill
  Command) — two effects: the first, with ``zone="first"``, names the dealer (its target); the second's
  targets each get one packet of type ``stat`` from that dealer (405.4, 408.2c). A dealer no longer in play
  deals nothing (709.2a: an illegal target isn't affected). ``stat="own"``: no type printed ("It deals damage
  equal to its ATK to target ally.", Skewer), the dealer's own damage type (205.1a).

A negative or 0 ATK deals nothing (408.2b). Also an amount read per target (helper wscale2):
``damage_per_attached`` ("1 damage to each opposing hero and ally for each ability attached to that character",
"… for each card in its controller's hand")."""

from __future__ import annotations

from engine.core import Event
from engine.core.effects import resolves

from . import keywords as kw
from .conditions import has_tag
from .damage import deal
from .ops import GAME, OpCall
from .rules import R


@resolves(GAME, "damage_self_atk")
def _damage_self_atk(call: OpCall) -> list[Event]:
    st = call.st
    events: list[Event] = []
    for uid in call.uids:
        if kw.in_play(st, uid):
            events += deal(st, uid, uid, kw.atk(st, uid), call.eff.stat or "melee", via=call.link.uid)
    return events


@resolves(GAME, "atk_damage")
def _atk_damage(call: OpCall) -> list[Event]:
    st = call.st
    if call.eff.zone == "first":
        call.link.data["atk_dealer"] = call.uids[:1]
        return []
    dealer = (call.link.data.pop("atk_dealer", None) or [None])[0]
    if dealer is None or not kw.in_play(st, dealer) or not kw.is_character(st, dealer):
        return [Event("damage", "Nothing is dealt: the dealing character isn't in play", R("408.2a"))]
    events: list[Event] = []
    dtype = kw.damage_types(st, dealer)[0] if call.eff.stat == "own" else call.eff.stat or "melee"  # "own": no type printed, its ATK's (205.1a)
    for uid in call.uids:
        events += deal(st, dealer, uid, kw.atk(st, dealer), dtype, via=call.link.uid)
    return events


def attached_abilities(st, uid: int, player: int | None, tag: str = "") -> int:
    """The abilities attached to ``uid`` (400.1), only ``player``'s when given ("you control"), only those with
    ``tag`` when given ("for each Disease attached to that hero", 202.1a)."""
    return sum(1 for q in range(st.num_players) for z in ("hero_row", "allies") for u in st.table.zone(q, z)
               if st.table.cards[u].attached_to == uid and kw.ctype(st, u) == "ability" and not st.table.cards[u].face_down
               and (player is None or st.table.cards[u].controller == player) and (not tag or has_tag(st, u, tag)))


@resolves(GAME, "damage_per_attached")
def _damage_per_attached(call: OpCall) -> list[Event]:
    """"… deals 1 shadow damage to each opposing hero and ally for each ability (you control) attached to that
    character.": one packet per target (405.4) from the source card (408.2c), ``amount`` times the abilities
    attached to that target as the power resolves (EN 709; ``condition["yours"]``: only the controller's;
    ``condition["count"]``: "face_up_resources" / "hand", the face-up resources / cards in hand of that target's
    controller instead; "tag:Disease": only the attached abilities with that tag;
    ``condition["source"] == "hero"``: your hero deals it)."""
    st, p, cond = call.st, call.player, call.eff.condition or {}
    yours = p if cond.get("yours") else None
    src = st.heroes[p] if cond.get("source") == "hero" else call.link.uid  # "your hero deals" (408.2c)
    events: list[Event] = []
    for uid in call.uids:
        n = _per_target(st, uid, cond.get("count", ""), yours)
        events += deal(st, src, uid, call.eff.amount * n, call.eff.stat or "melee", via=call.link.uid)
    return events


def _per_target(st, uid: int, count: str, yours: int | None) -> int:
    """What "for each …" counts for this target: its controller's face-up resources or hand, else its attached abilities."""
    q = st.table.cards[uid].controller
    if count == "face_up_resources":
        return face_up_resources(st, q)
    if count == "hand":
        return len(st.table.zone(q, "hand"))
    return attached_abilities(st, uid, yours, count[len("tag:"):] if count.startswith("tag:") else "")


def face_up_resources(st, player: int) -> int:
    """The face-up cards of ``player``'s resource row (412.1b)."""
    return sum(1 for u in st.table.zone(player, "resources") if not st.table.cards[u].face_down)
