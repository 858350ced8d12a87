"""Modal cards and powers, "Choose one: A, or B" (EN 707.1c: the mode is chosen as the link is
added, before its targets; a mode whose targets can't be chosen can't be chosen, EN 707.1d), and
dual-mode abilities (305.2d): always ongoing attachments, except on the chain and while resolving
after the non-ongoing mode was chosen. The compiler marks each effect of a mode with
``condition["mode"]`` (engine.wow.cards.templates_modes); the link keeps the choice in
``data["mode"]``."""

from __future__ import annotations

from typing import Any

from engine.core import Option, Pending
from engine.core.effects import Effect

from . import keywords as kw
from . import player_shield
from .rules import EN
from .state import Link, WowState
from .targets import distinct_targets_exist, has_legal_target
from .x_cost_targets import with_x


def mode_of(e: Effect) -> int | None:
    return (e.condition or {}).get("mode")


def is_modal(effs: list[Effect]) -> bool:
    for e in effs:  # noqa: SIM110  (a loop: no generator to make, asked for every card listed)
        if e.condition and e.condition.get("mode") is not None:  # ``mode_of``
            return True
    return False


BOTH = -1
"""The mode picked for "Choose one or both" when both are chosen (EN 707.1c): every mode's effects,
in printed order."""


def in_mode(e: Effect, chosen: int | None) -> bool:
    """The effect is carried out for the chosen mode: outside every mode, of that mode, or any mode
    when both were chosen."""
    m = mode_of(e)
    return m is None or m == chosen or chosen == BOTH or (type(chosen) is list and m in chosen)  # a list: "Choose that many" (MANY)


def select(effs: list[Effect], link: Link) -> list[Effect]:
    """The effects of the chosen mode (and those outside every mode)."""
    chosen = link.data.get("mode")
    return [e for e in effs if in_mode(e, chosen)]


def _first_target(effs: list[Effect], mode: int) -> Effect | None:
    return next((e for e in effs if mode_of(e) == mode and e.target is not None and e.target.kind == "chosen"), None)


def legal_modes(st: WowState, player: int, effs: list[Effect], uid: int, x: int | None = None) -> list[int]:
    """Modes whose first target can be chosen (EN 707.1d; a "target opponent" mode: that opponent not Untargetable,
    ``player_shield``), in printed order (``x``: the X named, read by
    "target weapon with cost X", engine.wow.x_cost_targets)."""
    if x is not None:
        effs = [with_x(e, x) for e in effs]
    out = []
    shielded = not kw.none_has(st, player_shield.KEYWORD)  # some player may be Untargetable (Blessing of Salvation)
    for mode in sorted({m for e in effs if (m := mode_of(e)) is not None}):
        if not _mode_allowed(st, player, effs, mode, uid):
            continue
        if shielded and player_shield.blocked(st, player, player_shield.mode_texts(effs, mode)):
            continue  # "target opponent …" in this mode at an Untargetable player: no legal target (EN 707.1d)
        first = _first_target(effs, mode)
        needs = [e for e in effs if mode_of(e) == mode and e.target is not None and e.target.kind == "chosen"]
        if (first is None or first.optional or has_legal_target(st, player, first, uid)) and distinct_targets_exist(st, player, needs, uid):
            out.append(mode)  # "… each of two target allies": two different legal targets (707.1d, helper wshot)
    return out


def _mode_allowed(st: WowState, player: int, effs: list[Effect], mode: int, uid: int) -> bool:
    """A mode offered only while a condition holds ("If your hero is a Blood Elf, you may choose both.":
    the "both" mode's effects carry ``condition["mode_if"]``, engine.wow.conditions)."""
    from .conditions import holds

    cond = next((c["mode_if"] for e in effs if mode_of(e) == mode and (c := e.condition or {}).get("mode_if")), None)
    return cond is None or holds(st, player, uid, cond)


def ask(st: WowState, link: Link, cost: dict[str, Any], effs: list[Effect]) -> bool:
    """Put the mode question for a modal link being added (EN 707.1c); False if not modal or
    already chosen."""
    from engine.core.serial import to_jsonable

    if "mode" in link.data or not is_modal(effs):
        return False
    texts = {mode_of(e): e.text for e in effs if mode_of(e) is not None}
    options = [Option(str(m), texts.get(m) or f"mode {m + 1}") for m in legal_modes(st, link.controller, effs, link.uid, link.x)]
    if any((e.condition or {}).get(PAID_TAG) for e in effs):  # "Exhaust a Totem you control -> Air: …; Earth: …" (helper x33stat)
        options = _paid_modes(st, cost, effs, options)
        if len(options) == 1:
            link.data["mode"] = int(options[0].id)  # the part the paying card's type names: no choice to make
            return False
    if any((e.condition or {}).get(MANY) for e in effs):  # "Choose that many of the following" (as many modes as cards paid)
        n = min(int(link.data.get(PAID, 0)), len(options))
        if not n:
            link.data["mode"] = []  # none chosen: only what is outside the modes is carried out
            return False
        st.waiting = {"link": to_jsonable(link), "cost": cost}
        st.pending.append(Pending(link.controller, "mode", f"Choose {n} for {link.label}", options, n, n, EN("707.1c"), context={"many": True}))
        return True
    if any((e.condition or {}).get(MODES_X) for e in effs):  # "Choose X of the following:" (X different modes; helper x32dmg)
        n = int(link.x or 0)
        if not n:
            link.data["mode"] = []  # X = 0: none chosen
            return False
        st.waiting = {"link": to_jsonable(link), "cost": cost}
        st.pending.append(Pending(link.controller, "mode", f"Choose {n} for {link.label}", options, n, n, EN("707.1c"), context={"many": True}))
        return True
    cap = next(((e.condition or {}).get(MODES_CAP) for e in effs if (e.condition or {}).get(MODES_CAP)), None)
    if cap is not None:  # "You may choose a different one for each different name among Stings you control:" (helper w8a)
        from .keywords import per_count

        n = min(per_count(st, link.controller, cap, link.uid), len(options))
        if not n:
            link.data["mode"] = []  # none may be chosen: only what is outside the modes is carried out
            return False
        st.waiting = {"link": to_jsonable(link), "cost": cost}
        st.pending.append(Pending(link.controller, "mode", f"Choose up to {n} for {link.label}", options, 0, n, EN("707.1c"),
                                  context={"many": True}))
        return True
    if any((e.condition or {}).get(ONE_OR_MORE) for e in effs):  # "Choose one or more:" (helper w8a): a list of modes
        st.waiting = {"link": to_jsonable(link), "cost": cost}
        st.pending.append(Pending(link.controller, "mode", f"Choose one or more for {link.label}", options, 1, len(options), EN("707.1c"),
                                  context={"many": True}))
        return True
    if len(options) > 1 and any((e.condition or {}).get("or_both") for e in effs):  # "Choose one or both" (templates_modes)
        options.append(Option(str(BOTH), "both"))
    st.waiting = {"link": to_jsonable(link), "cost": cost}
    st.pending.append(Pending(link.controller, "mode", f"Choose one for {link.label}", options, 1, 1, EN("707.1c")))
    return True


PAID_TAG = "yf33_paid_tag"
"""Effect condition key on each mode's effects: the mode is the one named by the type of the card exhausted to pay the
power ("Exhaust a Totem you control -> Air: Ready Erunak. Earth: …": ``condition["yf33_paid_tag"] = "Air Totem"``) —
carried out when the paying card has that tag (202.1a), no choice of the player's (403.1, EN 707.1c; helper x33stat)."""


def _paid_modes(st: WowState, cost: dict[str, Any], effs: list[Effect], options: list[Option]) -> list[Option]:
    """The mode options whose :data:`PAID_TAG` the cards named to pay have; none left: the power can't be used (EN 707.1d)."""
    from engine.core import RulesError

    from .keywords import words

    said: set[str] = set()
    for u in cost.get("pay") or []:
        if isinstance(u, int) and u in st.table.cards:
            said |= words(st, u)
    allowed = {mode_of(e) for e in effs if (tag := (e.condition or {}).get(PAID_TAG)) and tag.lower() in said}
    out = [o for o in options if int(o.id) in allowed]
    if not out:
        raise RulesError("the card paid with names no part of this power that can be carried out", EN("707.1d"))
    return out


MODES_X = "modes_x"
"""Effect condition key (True on each mode's effect): "Choose X of the following:" — X different modes (X named as the
card is played, 201.3, 707.1c), each with a legal target (707.1d: an X with fewer legal modes can't be named,
:func:`x_modes_problem`); the link keeps the list (helper x32dmg)."""


def names_x_modes(effs: list[Effect]) -> bool:
    """Whether the card's modes are "Choose X of the following" (:data:`MODES_X`)."""
    return any((e.condition or {}).get(MODES_X) for e in effs)


def x_modes_problem(st: WowState, player: int, effs: list[Effect], uid: int, x: int) -> bool:
    """Whether X is more than the modes that can be chosen now ("Choose X of the following")."""
    if not x or not any((e.condition or {}).get(MODES_X) for e in effs):
        return False
    return x > len(legal_modes(st, player, effs, uid, x))


MODES_CAP = "modes_cap"
"""Effect condition key (a count key, ``keywords.per_count``, on each mode's effect): "You may choose a different one
for each …" — up to that many different modes, possibly none (EN 707.1c; the link keeps the list; helper w8a)."""
ONE_OR_MORE = "one_or_more"
"""Effect condition key (True on each mode's effect): "Choose one or more:" — any number of different modes, at least
one, among those that can be chosen (EN 707.1c, 707.1d); the link keeps the list of modes chosen (helper w8a)."""
MANY = "modes_paid"
"""Effect condition key (True on each mode's effect): "Choose that many of the following", as many different modes as
cards were named to pay the additional cost (``counted_targets.PAID``; Monstrous Rush, helper wmech); the link keeps
the list of modes chosen in ``data["mode"]``."""
PAID = "paid_n"
"""``counted_targets.PAID`` (the cards named to pay the additional cost, kept on the link)."""


def non_ongoing(st: WowState, link: Link, effs: list[Effect]) -> bool:
    """305.2d: the chosen mode of a dual-mode ability is its non-ongoing one (no attaching)."""
    if "mode" not in link.data or not is_modal(effs):
        return False
    return not any(mode_of(e) == link.data["mode"] and e.op == "move" and e.zone == "attached" for e in effs)
