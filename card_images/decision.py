"""The decision the table waits for and its subject, from the view: who acts and what they are
deciding (the pending choice's kind), the attack or challenge and its target, the song or action
resolving, the trigger or chain link waiting. The cards involved are marked on the board."""

from __future__ import annotations

from typing import Any

from .layout import Ctx
from .words import SUBJECTS, TO_ACT, decision, template, word

ATTACKER = (230, 60, 50)
TARGET = (40, 190, 230)
RESOLVING = (240, 200, 60)


def seat_name(ctx: Ctx, seat: Any) -> str:
    players = ctx.view.get("players") or []
    if isinstance(seat, int) and 0 <= seat < len(players):
        return f"P{seat + 1} {players[seat].get('name', '')}".strip()
    return "?"


def card_label(ctx: Ctx, uid: Any, power: Any = None) -> str:
    card = ctx.by_uid.get(uid)
    if card is None:
        return "?"
    owner = card.get("owner")
    who = f"P{owner + 1} " if isinstance(owner, int) else ""
    return who + ctx.name(card) + (f" ({power})" if power is not None else "")


def _mark(ctx: Ctx, uid: Any, tag: str, colour: tuple[int, int, int]) -> None:
    if uid in ctx.by_uid:
        ctx.marks[uid] = (word(tag, ctx.lang), colour)


def banner(ctx: Ctx) -> tuple[str, list[str]]:
    """(who acts and on what, [subject lines]); marks the cards involved. Empty when the active
    player simply plays their turn."""
    v = ctx.view
    if v.get("result"):
        return "", []
    lang = ctx.lang
    pending = v.get("pending") or None
    to_act = v.get("to_act") or []
    title = ""
    if pending:
        title = template(TO_ACT, lang, who=seat_name(ctx, pending.get("player"))) + ": " + decision(str(pending.get("kind", "")), lang)
    elif to_act and to_act[0] != v.get("active"):
        title = template(TO_ACT, lang, who=seat_name(ctx, to_act[0]))
    subjects: list[str] = []
    ch = v.get("challenge")
    if isinstance(ch, dict) and ch.get("attacker") is not None:
        _mark(ctx, ch["attacker"], "challenger", ATTACKER)
        _mark(ctx, ch.get("defender"), "challenged", TARGET)
        subjects.append(template(SUBJECTS["challenge"], lang, a=card_label(ctx, ch["attacker"]), d=card_label(ctx, ch.get("defender"))))
    battle = v.get("battle")
    if isinstance(battle, dict) and battle.get("attacker") is not None:
        _mark(ctx, battle["attacker"], "attacker", ATTACKER)
        _mark(ctx, battle.get("target"), "target", TARGET)
        line = template(SUBJECTS["attack"], lang, a=card_label(ctx, battle["attacker"], battle.get("attacker_power")),
                               d=card_label(ctx, battle.get("target"), battle.get("target_power")))
        if battle.get("step"):
            line += " · " + template(SUBJECTS["step"], lang, step=word(str(battle["step"]), lang, "onepiece").replace("_", " "))
        subjects.append(line)
    combat = v.get("combat")
    if isinstance(combat, dict) and combat.get("attacker") is not None:
        _mark(ctx, combat["attacker"], "attacker", ATTACKER)
        _mark(ctx, combat.get("defender"), "target", TARGET)
        subjects.append(template(SUBJECTS["attack"], lang, a=card_label(ctx, combat["attacker"]), d=combat.get("defender_label") or card_label(ctx, combat.get("defender"))))
    for seat, p in enumerate(v.get("players") or []):
        for c in (p.get("zones") or {}).get("resolving") or []:
            if c.get("uid") is not None:
                ctx.marks[c["uid"]] = (word("Resolving", lang), RESOLVING)
            subjects.append(f"{word('Resolving', lang)}: {seat_name(ctx, seat)} · {ctx.name(c)}")
    bag = v.get("bag") or []
    if bag:
        first = bag[0]
        more = f" (+{len(bag) - 1})" if len(bag) > 1 else ""
        subjects.append(f"{word('Trigger', lang)}: {seat_name(ctx, first.get('player'))} · {first.get('text', '')}{more}")
    chain = v.get("chain") or []
    if chain and not combat:
        subjects.append(f"{word('Chain', lang)}: {chain[-1].get('label', '')}" + (f" (+{len(chain) - 1})" if len(chain) > 1 else ""))
    elif len(chain) > 1:
        subjects.append(f"{word('Chain', lang)}: {chain[-1].get('label', '')}")
    column = v.get("column")
    if isinstance(column, int):
        subjects.append(template(SUBJECTS["column"], lang, n=column + 1))
    effects = v.get("effect_list") or []
    if effects:
        subjects.append(f"{word('Pending', lang)}: {effects[0].get('label', '')}" + (f" (+{len(effects) - 1})" if len(effects) > 1 else ""))
    return title, subjects
