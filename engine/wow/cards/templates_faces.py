"""Two-faced heroes (301.2, 301.2a): "FRONT: 4 -> Flip Amaria. BACK: Opposing allies have -1 ATK
while in combat with Amaria." Only the powers of the face now showing work. The text before the
"BACK:" mark is the front face, the rest the back; both are compiled as usual and marked:

- ``cost["face"] = "front" | "back"`` on every power — ``engine.wow.faces.gate`` makes the other
  face's triggered and activated powers inactive;
- a back-face continuous effect (or cost change) carries the condition ``{"k": "face", "side":
  "back", "and": …}`` (``engine.wow.faces.face_holds``);
- "N -> Flip NAME" / "N -> You may flip NAME (face down)" is a payment power whose effect flips
  the hero (``Effect("flip")``, ``engine.wow.faces.flip``);
- a back face's keyword line ("BACK: Protector") is a continuous grant to the hero while the back
  shows; other keyword lines stay manual (a printed keyword is read from the whole card, whatever
  face shows), and so does a back face made only of reminder text (a stat change, 301.2b).
The short name after "Flip" is the hero itself in the back text ("… in combat with Amaria")."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace
from typing import Any

from engine.core.effects import Effect, Target

from .. import (
    ops,  # noqa: F401  (WoW's own ops are registered before a template builds one)
)
from . import rx
from .line_readers import WIELD_POWERS
from .power import Power
from .readers import GRANTABLE
from .schema import parse_keywords, strip_markup
from .templates_activation import self_names

_BACK = re.compile(r"(?:^|\n|(?<=[.!] ))BACK\s*:\s*", re.M)
_FRONT = re.compile(r"^\s*FRONT\s*:\s*", re.M)
_FLIP = re.compile(r"(?:you may )?flip (.+?)(?: face down)?\.?", re.I)


def _cond(side: str, old: dict[str, Any] | None) -> dict[str, Any]:
    return {"k": "face", "side": side, **({"and": old} if old else {})}


def _mark(pw: Power, side: str) -> Power:
    if pw.kind == "deck":
        return pw
    cost = {**pw.cost, "face": side}
    if pw.kind == "keyword" and side == "back" and (grants := _back_keywords(pw.text)) is not None:
        return replace(pw, kind="static", effects=grants, cost=cost, automated=True)
    if pw.kind == "keyword":  # a printed keyword is read from the whole card, on both faces
        return replace(pw, cost=cost, automated=False)
    if pw.kind == "static":
        effects = [replace(e, condition={**(e.condition or {}), "if": _cond(side, (e.condition or {}).get("if"))}) for e in pw.effects]
        wields = side == "back" and pw.text.strip().rstrip(".").lower() in {k.lower() for k in WIELD_POWERS}  # engine.wow.wield reads it per face
        return replace(pw, effects=effects, cost=cost, automated=pw.automated and (bool(pw.effects) or wields))
    if pw.kind == "cost_mod":
        return replace(pw, cost={**cost, "if": _cond(side, pw.cost.get("if"))})
    return replace(pw, cost=cost)


def on_face(pw: Power, side: str) -> Power:
    """``pw`` (a compiled or scripted power, ``cards.scripts``) as a power of one face: it works only
    while that face shows (301.2a) — a continuous effect or cost change through its condition, any
    other power through ``cost["face"]`` (``engine.wow.faces``)."""
    return _mark(pw, side)


def _back_keywords(line: str) -> list[Effect] | None:
    """A back face's keyword line ("BACK: Protector", "BACK: Assault 2") → the hero has it while that
    face shows (301.2a; a continuous ``grant_keyword`` on itself); Mend is the face's own triggered
    power already (``compiler``), so it needs nothing more. None if a keyword can't be granted."""
    kws = parse_keywords(line)
    if not kws:
        return None
    out = []
    for key, n in kws.items():
        if key == "Mend":
            continue
        if key not in GRANTABLE:
            return None
        out.append(Effect("grant_keyword", n if key == "Assault" else 1, Target("self", {}), keyword=key, duration="permanent",
                          condition={"if": _cond("back", None)}, text=line))
    return out


def _back_health(back: str, name: str) -> Power | None:
    """A back face printing only "(NAME has +5 [Health])" (301.2b: the faces' health differs): the
    hero has that much more health while the back shows."""
    m = rx.fullmatch(r"\((.+?) has \+(\d+) \[?Health\]?\)", back.strip())
    if not m or m.group(1) != name:
        return None
    return Power("static", back, [Effect("modify_stat", int(m.group(2)), Target("self", {}), stat="health", duration="permanent", text=back)])


def _flip_power(pw: Power, name: str, short: str) -> Power:
    """ "4 -> Flip Amaria.": the effect flips the hero itself."""
    if pw.kind != "activated" or "->" not in pw.text or pw.cost.get("unreadable"):
        return pw
    m = _FLIP.fullmatch(pw.text.split("->", 1)[1].strip())
    if not m or m.group(1).strip().lower() not in {short.lower(), name.lower(), name.split(",")[0].lower()}:
        return pw
    may = pw.text.split("->", 1)[1].strip().lower().startswith("you may")
    return replace(pw, effects=[Effect("flip", 0, Target("self", {}), optional=may, text=pw.text)], automated=True)


def face_powers(text: str, name: str, ctype: str, compile_text: Callable[[str, str, str], tuple[Power, ...]]) -> tuple[Power, ...] | None:
    """The powers of a two-faced hero, or None for any other card."""
    if ctype != "hero" or "BACK" not in text:
        return None
    plain = strip_markup(text)
    m = _BACK.search(plain)
    if not m:
        return None
    front, back = _FRONT.sub("", plain[: m.start()]).strip(), plain[m.end():].strip()
    found = rx.search(r"(?:^|->\s*)(?:you may )?flip ([^.;\n]+?)(?: face down)?(?:[.;\n]|$)", front, re.I | re.M)
    short = found.group(1).strip() if found else ""
    out = [_mark(_flip_power(pw, name, short), "front") for pw in (compile_text(front, name, ctype) if front else ())]
    back = "\n".join(self_names(line, name, short) for line in back.split("\n"))
    backs = [_mark(pw, "back") for pw in (compile_text(back, name, ctype) if back else ())]
    if back and not backs:  # only reminder text: a face's own health ("(Haruh has +5 [Health])", 301.2b), else not read
        backs = [_mark(_back_health(back, name) or Power("static", back, [Effect("manual", text=back)], automated=False), "back")]
    out += backs
    return tuple(out)
