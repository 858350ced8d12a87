"""Sabotage (helper wreal2, issue #18): "Your hero has Sabotage: Ability or equipment." / "When your hero
sabotages a card, destroy it." (Seer's Signet).

Sabotage is not in our rules document (6.0). It is read from the reminder text printed on the pool's
Sabotage cards: "Sabotage: Ability (This ally can attack opposing abilities.)" (reminder text on Arcanist
Avelena), "Sabotage: Equipment (This ally can attack opposing equipment.)" (reminder text on Retainer
Zaelan), "Sabotage: Weapon (This ally can attack opposing weapons.)" (Retainer Nealos). The reminder says
what Sabotage does only for attacks, so (the lead's product decision) it is modelled on the attack rules
(EN 600–603; our document has chapter 6 in its table of contents only):

- a character with the pseudo-keyword ``Sabotage: <kind>`` (:data:`PREFIX`; granted like any keyword,
  e.g. by ``grant_keyword`` to ``player_hero``) may attack an opposing card in play of that kind that is no
  character (an extra attack target, EN 601.1): an opposing ability (an Ongoing ability in the hero row, or
  an attachment) or equipment (weapon, armor, item) — the kinds of ``card_facts.kinds`` — or a card of the
  resource row ("Sabotage: Resource") or a face-up quest there ("Sabotage: Quest");
- the attack goes as any other (exhausting the attacker, the combat proposal on the chain, EN 601.2;
  Protectors may still become the defender, EN 602.2, and then it is an ordinary combat);
- "sabotages a card" = such an attack that was not ended or cancelled and reaches the end of the combat
  step (603.1: where combat damage would be dealt). No combat damage is dealt: the defender is no
  character (405.1: damage is dealt to characters); the "sabotages" triggers (:data:`TRIGGER`) then fire
  with the sabotaged card as the triggering card (``Target("event")``).

The trigger's ``cost["what"]``: "hero" (your hero sabotaged) or "self" (this card sabotaged)."""

from __future__ import annotations

from engine.core import Event

from . import keywords as kw
from . import wsabo_targets
from .keyword_prefix import none_has_prefix
from .rules import EN
from .state import Link, WowState

PREFIX = "Sabotage: "
"""Pseudo-keyword head: ``Sabotage: ability`` / ``Sabotage: equipment`` / ``Sabotage: weapon`` …"""
TRIGGER = "wreal2_sabotages"
"""The trigger name of "When your hero / this ally sabotages a card"."""
KINDS = ("ability", "equipment", "weapon", "armor", "item", "resource", "quest", "attached ability")
"""("attached ability": "Sabotage: Attached Ability (This ally can attack opposing attached abilities.)", Magistrix
Tibrana: an ability attached to a card, 400.1; helper wmech)"""


def sabotage_kinds(st: WowState, uid: int) -> set[str]:
    """The card kinds ``uid`` may sabotage (its ``Sabotage: X`` keywords; none when no card can have one)."""
    out: set[str] = set()
    if none_has_prefix(st, PREFIX):
        return out
    for k in kw.keywords_read(st, uid):  # (a loop over the keywords as read: no copy, no comprehension made per attacker)
        if k.startswith(PREFIX):
            out.add(k[len(PREFIX):].lower())
    return out


def sabotage_target(st: WowState, attacker: int, defender: int) -> bool:
    """Whether ``attacker`` may attack ``defender`` by Sabotage: an opposing card in play, no character,
    of a kind the attacker has Sabotage for (reminder text: "can attack opposing equipment"; "… opposing
    resources" on Magister Lashan: any card of the resource row; "… opposing quests" on Retainer Jitaen: a
    face-up quest there)."""
    if attacker not in st.table.cards or attacker == defender:
        return False
    if defender not in st.table.cards:  # a player, his hand, graveyard or deck (engine.wow.wsabo_targets)
        return defender < 0 and wsabo_targets.legal(st, st.table.peek(attacker).controller, sabotage_kinds(st, attacker), defender)
    kinds = sabotage_kinds(st, attacker)
    if not kinds:
        return False
    card = st.table.peek(defender)
    if card.controller == st.table.peek(attacker).controller:
        return False
    if card.zone == "resources":
        return "resource" in kinds or ("quest" in kinds and not card.face_down and kw.ctype(st, defender) == "quest")
    if card.zone != "hero_row" or kw.is_character(st, defender):
        return False
    if "attached ability" in kinds and card.attached_to is not None and "ability" in kw.kinds(st, defender):
        return True  # "can attack opposing attached abilities" (Magistrix Tibrana)
    return bool(kinds & kw.kinds(st, defender))


def targets(st: WowState, attacker: int) -> list[int]:
    """The opposing cards ``attacker`` may attack by Sabotage (EN 601.1, an extra attack target)."""
    if not sabotage_kinds(st, attacker):
        return []
    me = st.table.peek(attacker).controller
    return [*(u for o in range(st.num_players) if o != me for z in ("hero_row", "resources") for u in st.table.zone(o, z)
              if sabotage_target(st, attacker, u)), *wsabo_targets.targets(st, me, sabotage_kinds(st, attacker))]


def sabotaging(st: WowState) -> bool:
    """The current combat is a Sabotage attack (its defender no character, still a legal Sabotage target)."""
    c = st.combat
    return c is not None and kw.is_character(st, c.attacker) and sabotage_target(st, c.attacker, c.defender)


def sabotage(st: WowState) -> list[Event]:
    """The combat step of a Sabotage attack ends (603.1): the attacker sabotages the defender; the
    "sabotages" triggers of its controller's cards wait for the chain (EN 703.1, 410.5)."""
    c = st.combat
    if c is None or c.stage != "step" or not sabotaging(st):
        return []
    att, dfd = c.attacker, c.defender
    me = st.table.peek(att).controller
    for p in range(st.num_players):
        for zone in ("allies", "hero_row", "resources"):
            for w in st.table.zone(p, zone):
                if st.table.peek(w).controller != me or st.table.peek(w).face_down:
                    continue
                for i, pw in enumerate(_powers(st, w)):
                    if pw.kind != "triggered" or pw.trigger != TRIGGER:
                        continue
                    who = pw.cost.get("what", "self")
                    if (who == "hero" and att != st.heroes[me]) or (who == "self" and att != w):
                        continue
                    st.triggers.append(Link("trigger", me, w, i, label=f"{kw.name(st, w)}: {pw.text}", data={"event": dfd}))
    return [Event("sabotage", f"{kw.name(st, att)} sabotages {defender_name(st, dfd)}", EN("603.1"), me, data={"attacker": att, "defender": dfd})]


def defender_name(st: WowState, uid: int) -> str:
    """The defender's name for an event: a card's, or a non-card target's (engine.wow.wsabo_targets)."""
    return wsabo_targets.name(uid) if wsabo_targets.decode(uid) is not None else kw.name(st, uid)


def _powers(st: WowState, uid: int):
    from .powers import powers

    return powers(st, uid)
