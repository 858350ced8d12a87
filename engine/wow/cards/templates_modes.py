""""Choose one: A, or B." (EN 707.1c) for ability cards and payment powers: each mode's effects
carry ``condition["mode"]`` and the engine asks for the mode as the link is added
(engine.wow.modes). "or attach to target ally" is the ongoing mode of a dual-mode ability
(305.2d). "Choose one or both": either mode or both, in printed order (``condition["or_both"]``,
``engine.wow.modes.BOTH``); three or more modes stay manual."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace

from engine.core.effects import Effect, Target

from . import rx

_CHOOSE = re.compile(r"Choose one( or both)?: (.+)", re.S)


def modal_effects(text: str, name: str, compile_effects: Callable[[str, str], tuple[list[Effect], bool]],
                  target: Callable[[str, str], Target | None], dual: bool) -> tuple[list[Effect], bool] | None:
    """The effects of a "Choose one" text, or None when the text is no such choice. ``dual``: the
    card is an ongoing ability, so "attach to target …" may be one mode (305.2d)."""
    m = _CHOOSE.fullmatch(text.strip())
    if not m:
        return None
    parts = rx.split(r"[,;] or ", m.group(2).strip().rstrip("."))
    if len(parts) != 2:
        return [Effect("manual", text=text)], False
    out: list[Effect] = []
    for mode, part in enumerate(parts):
        part = part.strip()
        att = rx.fullmatch(r"attach to (target .+)", part)
        if att and m.group(1):
            return [Effect("manual", text=text)], False  # an ongoing mode and another one at once: not read
        if att:
            tgt = target(att.group(1), name) if dual else None
            if tgt is None or tgt.kind != "chosen":
                return [Effect("manual", text=text)], False
            effs, ok = [Effect("move", 0, tgt, zone="attached")], True
        else:
            effs, ok = compile_effects(part[0].upper() + part[1:] + ".", name)
        if not ok or not effs:
            return [Effect("manual", text=text)], False
        both = {"or_both": True} if m.group(1) else {}  # "Choose one or both" (engine.wow.modes.BOTH)
        out += [replace(e, condition={**(e.condition or {}), "mode": mode, **both}, text=part) for e in effs]
    return out, True
