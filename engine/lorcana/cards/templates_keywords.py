"""Templates of keywords and restrictions: the keyword abilities the engine applies itself
(chapter 10), and sentences that grant a keyword or a restriction ("can't quest", "takes no
damage from challenges", "opponents can't play actions") to cards or players."""

from __future__ import annotations

import re

from engine.core.effects import Effect, Target

from .readers import parse_target
from .registries import KEYWORDS, SENTENCES, STOP

AUTOMATED = ("Bodyguard", "Challenger", "Evasive", "Reckless", "Resist", "Rush", "Shift", "Singer", "Sing Together",
             "Support", "Ward", "Alert", "Vanish")
"""Keyword abilities the engine applies as keywords; Boost becomes an activated ability (``boost``)."""
BOOST = re.compile(r"^Boost (\d+)(?: ?(?:\{I\}|⬡))?$")


def boost(text: str) -> dict | None:
    """Boost N {I} (Comprehensive Rules 2.2.0 8.4.1, outside the seed documents): "Once during your
    turn, you may pay N {I} to put the top card of your deck facedown under this card", usable
    whenever an activated ability could be (4.4 there, 4.3.8 here). Returns the activated
    ability's cost, effects and once-per-turn flag, or None."""
    m = BOOST.match(text.strip())
    if not m:
        return None
    return {"cost": {"ink": int(m.group(1))}, "once_per_turn": True,
            "effects": [Effect("boost", 1, Target("self"), text=f"put the top card of your deck facedown under this card (Boost {m.group(1)})")]}


SHIFT_VARIANT = re.compile(r"^(?P<what>[A-Z][a-z]+(?: [A-Z][a-z]+)?|Temporary [A-Z][a-z]+ [A-Z][a-z]+) Shift (?P<n>\d+)(?: ?(?:\{I\}|⬡))?$")
"""Universal Shift N / [Classification] Shift N ("Puppy Shift 3") / Temporary [Classification] Shift N,
printed without a keyword value the importer can read."""
SHIFT_NOT_READ = frozenset({"Duo", "Combo", "Potato"})
"""Shift variants (2.2.0 8.10.8.3-8.10.8.4, 8.10.8.6) not read here: engine.lorcana.cards.templates_duo_shift reads them."""
TEMPORARY_RETURN = "At the end of your turn, if this card is in play, remove all damage from it and return only that card to your hand"
"""Temporary Shift's delayed triggered ability (2.2.0 8.10.8.5; engine.lorcana.temporary_shift)."""


def shift_variant(text: str) -> dict | None:
    """Universal Shift (Comprehensive Rules 2.2.0 8.10.8.2, outside the seed documents): "… put this
    card on top of another character you have in play"; [Classification] Shift (8.10.8.1 there):
    "… on top of another character you have in play with the specified classification". Both follow
    every other rule of Shift (8.10.8; 10.8 here). Temporary Shift (8.10.8.5 there): Shift onto a
    character with the same name (or the classification named, 8.10.9) plus a delayed triggered
    ability (``effects``). Returns the Shift cost, the filter of the characters it may go on top of
    and the section, or None."""
    m = SHIFT_VARIANT.match(text.strip())
    if not m or m.group("what").split(" ")[0] in SHIFT_NOT_READ:
        return None
    what = m.group("what")
    if what.startswith("Temporary"):  # 2.2.0 8.10.8.5 (with 8.10.8.1 when a classification is named, 8.10.9)
        kind = what[len("Temporary"):].strip()
        onto = {"types": ["character"], "classification": kind} if kind else {"types": ["character"], "same_name": True}
        return {"cost": int(m.group("n")), "onto": onto, "rule": "8.10.8.5", "label": f"{what} Shift", "temporary": True,
                "effects": [Effect("temporary_shift_return", 0, text=TEMPORARY_RETURN)]}
    if what == "Universal":
        return {"cost": int(m.group("n")), "onto": {"types": ["character"]}, "rule": "8.10.8.2", "label": "Universal Shift"}
    return {"cost": int(m.group("n")), "onto": {"types": ["character"], "classification": what}, "rule": "8.10.8.1",
            "label": f"{what} Shift"}


KEYWORDS.add("shift_variant", lambda m: shift_variant(m.string), SHIFT_VARIANT, full=True)


def _keyword(m: re.Match[str]) -> bool:
    return True


for _kw in AUTOMATED:
    KEYWORDS.add(_kw, _keyword, re.escape(_kw), full=True)


@SENTENCES.register("it_gains_keyword", r"^(It|They|He|She) gains? (Evasive|Rush|Ward|Bodyguard|Reckless|Support|Alert|Challenger \+(\d+)|Resist \+(\d+))$", priority=40)
def it_gains_keyword(m: re.Match[str]) -> object:
    kw = m.group(2).split(" ")[0]
    return [Effect("grant_keyword", int(m.group(3) or m.group(4) or 0), Target("it"), keyword=kw, duration="permanent", text=m.string)]


@SENTENCES.register("reckless_next_turn", r"^(.+?) (?:gains?|gain) (Reckless) during their next turn$", priority=50)
def reckless_next_turn(m: re.Match[str]) -> object:
    # "during their next turn": the controller's next turn always comes before ours, and
    # Reckless only matters on its controller's turn, so "until the start of your next turn"
    # is exactly equivalent (also with 3-4 players).
    t = parse_target(m.group(1))
    return [Effect("grant_keyword", 0, t, keyword="Reckless", duration="until_your_next_turn", text=m.string)] if t else STOP


@SENTENCES.register("cant_next_turn", r"^(.+?) can't (quest|challenge|quest or challenge) during their next turn$", priority=60)
def cant_next_turn(m: re.Match[str]) -> object:
    t = parse_target(m.group(1))
    if not t:
        return STOP
    return [Effect("grant_keyword", 0, t, keyword=f"cant_{w}", duration="until_your_next_turn", text=m.string) for w in m.group(2).split(" or ")]


@SENTENCES.register("cant_challenge_must_quest", r"^(?:[Uu]ntil the start of your next turn, (.+?) can't challenge and must quest if able"
                    r"|(.+?) can't challenge and must quest during their next turn if able)$", priority=55)
def cant_challenge_must_quest(m: re.Match[str]) -> object:
    """Two restrictions on one target (7.1.9): "can't challenge" and "must quest … if able"
    (engine.lorcana.turn_actions.must_quest_blocker). As with ``reckless_next_turn``, their next
    turn always comes before ours, so "until the start of your next turn" covers it exactly."""
    t = parse_target(m.group(1) or m.group(2))
    if not t:
        return STOP
    second = Target("it") if t.kind == "chosen" else t
    return [Effect("grant_keyword", 0, t, keyword="cant_challenge", duration="until_your_next_turn", text=m.string),
            Effect("grant_keyword", 0, second, keyword="must_quest", duration="until_your_next_turn", text=m.string)]


@SENTENCES.register("cant_ready_next_turn", r"^(.+?) can't ready at the start of their next turn$", priority=70)
def cant_ready_next_turn(m: re.Match[str]) -> object:
    t = parse_target(m.group(1))
    return [Effect("grant_keyword", 0, t, keyword="cant_ready", duration="until_your_next_turn", text=m.string)] if t else STOP


@SENTENCES.register("no_challenge_damage", r"^(This character|[Hh]e|[Ss]he|[Tt]hey|[Ii]t) takes? no damage from (the challenge|challenges this turn)$", priority=100)
def no_challenge_damage(m: re.Match[str]) -> object:
    """7.7.1: a replacement of the challenge damage (lasts this challenge / this turn)."""
    dur = "this_battle" if m.group(2) == "the challenge" else "this_turn"
    return [Effect("grant_keyword", 0, Target("self"), keyword="no_challenge_damage", duration=dur, text=m.string)]


@SENTENCES.register("players_cant_play", r"^([Oo]pponents|[Pp]layers) can't (play|draw) ?(actions|items|characters|actions or items|cards)? ?(this turn|until the start of your next turn)$", priority=110)
def players_cant_play(m: re.Match[str]) -> object:
    """1.2.2: a prohibition that beats any permission."""
    types = [] if not m.group(3) or m.group(3) == "cards" else [w.rstrip("s") for w in m.group(3).split(" or ")]
    return [Effect("prohibit", 0, Target("player", {"who": "you"}), duration="this_turn" if m.group(4) == "this turn" else "until_your_next_turn",
                   condition={"what": m.group(2), "types": types, "players": "opponents" if m.group(1).lower() == "opponents" else "all"}, text=m.string)]


_GAINED = r"Evasive|Rush|Ward|Bodyguard|Reckless|Support|Alert|Challenger \+\d+|Resist \+\d+"


@SENTENCES.register("gains_keyword", rf"^(.+?) gains? ({_GAINED})(?: and ({_GAINED}))? (this turn|until the start of your next turn)$", priority=330)
def gains_keyword(m: re.Match[str]) -> object:
    """"Chosen character gains Rush this turn" (also "gains Alert and Challenger +2": two
    effects on one target, the second on the same card, 7.1.9)."""
    t = parse_target(m.group(1))
    if not t:
        return STOP
    dur = "this_turn" if m.group(4) == "this turn" else "until_your_next_turn"
    out = []
    for i, g in enumerate((m.group(2), m.group(3))):
        if g:
            kw = g.split(" ")
            target = Target("it") if i and t.kind == "chosen" else t
            out.append(Effect("grant_keyword", int(kw[1].lstrip("+")) if len(kw) > 1 else 0, target, keyword=kw[0], duration=dur, text=m.string))
    return out


@SENTENCES.register("cant_this_turn", r"^(.+?) can't (quest|challenge|quest or challenge|ready) (?:for the rest of this turn|this turn)$", priority=340)
def cant_this_turn(m: re.Match[str]) -> object:
    t = parse_target(m.group(1).lower())
    if not t:
        return STOP
    return [Effect("grant_keyword", 0, t, keyword=f"cant_{w}", duration="this_turn", text=m.string) for w in m.group(2).split(" or ")]
