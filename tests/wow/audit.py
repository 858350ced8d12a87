"""Small readers shared by the audits of automated WoW cards (tests/wow/test_x3*_audit.py), and the population
they draw from as it was when each was drawn."""

from __future__ import annotations

from engine.wow.game import ENGINE

AUDITS = ("x34a", "x34b", "x34d", "x34e", "x35a", "x35b", "x35d", "x36a", "explain36", "x37a", "explain37")
"""The audits that draw from the automated names, in the order they were drawn."""

CHANGED: dict[str, tuple[str, bool]] = {
    # automated in session 37 by helper w37wow: a non-Ongoing replacement printed without a duration (read as x37a reads stat changes)
    "Echo of the Elements": ("explain37", False),
    # manual cards automated in session 36 (helpers n36wow, o36wow, w36wow), after every audit above was drawn
    "Blazing Elemental Totem": ("explain36", False),
    "Commander Falstaav": ("explain36", False),
    "Death's Duo": ("explain36", False),
    "Deathbringer Kor'ush": ("explain36", False),
    "Dread Doomguard": ("explain36", False),
    "Frost Strike": ("explain36", False),
    "Lady Sira'kess": ("explain36", False),
    "Reinforced Steel": ("explain36", False),
    "Sandbox Tiger": ("explain36", False),
    "Slice and Dice": ("explain36", False),
    "Spurious Sarcophagus": ("explain36", False),
    "Talasite Owl": ("explain36", False),
    "Thrall's Desire": ("explain36", False),
    "Thrall's Doubt": ("explain36", False),
    "Thrall's Fury": ("explain36", False),
    "Thrall's Patience": ("explain36", False),
    "Void Pact": ("explain36", False),
    # automated in session 37 by helper d37wow, after every audit above was drawn
    "Adyen the Lightwarden": ("explain37", False),
    "Battlemage Vyara": ("explain37", False),
    "Blinky": ("explain37", False),
    "Captain Cookie": ("explain37", False),
    "Eye of Magtheridon": ("explain37", False),
    "Gladiator's Maul": ("explain37", False),
    "Greatsword of Horrid Dreams": ("explain37", False),
    "Gronn Skullcracker": ("explain37", False),
    "Imp Lord Pinprik": ("explain37", False),
    "Jin'do's Evil Eye": ("explain37", False),
    "Koringar the Heavy": ("explain37", False),
    "Netherbane": ("explain37", False),
    "Nyn'jah's Tabi Boots": ("explain37", False),
    "Rune of Metamorphosis": ("explain37", False),
    "Shalug'doom, the Axe of Unmaking": ("explain37", False),
    "The Skull of Gul'dan": ("explain37", False),
}
"""Names whose "automated" answer changed after audits were drawn: name -> (the last audit drawn before the
change, the answer it had then). Add a name here when a change automates a manual card or sends one to manual,
so that every earlier audit still draws from the population it was drawn from (:func:`automated_when`)."""


def automated_when(audit: str, name: str, data: dict) -> bool:
    """Whether ``name`` counted as automated when ``audit`` drew its sample: today's answer, unless the name's
    answer changed after that audit (:data:`CHANGED`)."""
    from engine.wow.cards.compiler import is_automated

    change = CHANGED.get(name)
    if change is not None and AUDITS.index(audit) <= AUDITS.index(change[0]):
        return change[1]
    return is_automated(data)


def ids(st) -> set[str]:
    return {o.id for o in st.pending[0].options} if st.pending else set()


def zone(st, uid: int) -> str:
    return st.table.cards[uid].zone


def hand(st, player: int) -> list[int]:
    return list(st.table.zone(player, "hand"))


def powers(st, player: int, uid: int):
    return [a for a in ENGINE.legal_actions(st, player) if a.type == "power" and a.args.get("uid") == uid]


def plays(st, player: int, uid: int):
    return [a for a in ENGINE.legal_actions(st, player) if a.type == "play" and a.args.get("uid") == uid]


def quests(st, player: int, uid: int):
    return [a for a in ENGINE.legal_actions(st, player) if a.type == "quest" and a.args.get("uid") == uid]
