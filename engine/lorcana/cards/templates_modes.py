"""Templates of "Choose one: • A • B" (modal effects): the player picks one printed mode as the
effect resolves (1.2.4) and only that mode happens; "choose one of the following. If [condition],
choose both instead" (both happen when the condition holds on resolution); "you may pay N {I} to
choose one" (the payment is a cost inside the effect, 7.1.2.2). Each mode is compiled as a whole
effect text; a mode that does not compile leaves the text manual."""

from __future__ import annotations

import re

from engine.core.effects import Effect

from .readers import parse_condition
from .registries import STOP, TEXTS, parse_effects


def modes(bullets: str) -> list[Effect] | None:
    """"• A. • B." → one ``mode`` step per printed mode (numbered from 1) with its effects."""
    texts = [t.strip() for t in bullets.split("•") if t.strip()]
    if len(texts) < 2:
        return None
    out = []
    for i, text in enumerate(texts, 1):
        effs = parse_effects(text)
        if not effs:
            return None
        out.append(Effect("mode", i, then=effs, text=text))
    return out


@TEXTS.register("choose_one", r"^(You may )?[Cc]hoose one:\s*(•.+)$")
def choose_one(m: re.Match[str]) -> object:
    """"[You may] choose one: • A. • B." → a ``choose_one`` step whose ``then`` holds the modes."""
    got = modes(m.group(2))
    if got is None:
        return STOP
    return [Effect("choose_one", 0, optional=bool(m.group(1)), then=got, text=m.string)]


@TEXTS.register("choose_one_or_both", r"^[Cc]hoose one of the following\. If (.+?), choose both instead:\s*(•.+)$")
def choose_one_or_both(m: re.Match[str]) -> object:
    """"Choose one of the following. If you have another Toy character in play, choose both
    instead" (7.7.2: the condition is checked as the effect resolves; then every mode happens)."""
    cond = parse_condition(m.group(1))
    got = modes(m.group(2))
    if cond is None or got is None:
        return STOP
    return [Effect("choose_one", 0, condition={"all_if": cond}, then=got, text=m.string)]


@TEXTS.register("pay_to_choose_one", r"^[Yy]ou may pay (\d+) \{I\} to choose one:\s*(•.+)$")
def pay_to_choose_one(m: re.Match[str]) -> object:
    """"You may pay 2 {I} to choose one: …": the payment first (7.1.2.2), then the choice."""
    got = modes(m.group(2))
    if got is None:
        return STOP
    return [Effect("pay_ink", int(m.group(1)), optional=True, then=[Effect("choose_one", 0, then=got, text=m.string)], text=m.string)]
