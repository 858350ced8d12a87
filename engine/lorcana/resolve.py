"""Resolving effects step by step (7.1): "may" (7.1.3), choices made on resolution (1.2.4),
"up to N" distinct choices (7.1.8), do as much as possible (1.2.3), "it/that" fixed by earlier
choices (7.1.9). A frame is plain JSON data, so a match can stop at any choice and resume.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine.core import Event, Modifier, Option, Pending, RuleRef, choices, effects
from engine.core.effects import Effect, Target, resolves
from engine.core.manual import manual_pending
from engine.core.picked_events import picked_events

from .amounts import scaled
from .cards.compiler import Ability, compile_card
from .characteristics import (
    abilities,
    condition_holds,
    ctype,
    has,
    in_play,
    matches,
    name,
    names_match,
    opponents,
    statics_with,
    turn_order_from,
)
from .chosen_for import EVENT as CHOSEN_FOR
from .chosen_for import by_action_or_item
from .discard_prevention import keeps_hand, own_discard_replaced
from .frames import new_frame
from .heal_watch import damage_removed
from .lore_locks import lore_gain
from .must_choose import narrowed
from .ops import GAME, keeps_then, own_op
from .play import put_played_card
from .prohibitions import prohibited, self_prohibited
from .replacement import chooser, damage_options
from .rules import R, R_new
from .state import LorcanaState
from .triggers import emit, mark_once, once_left, resolves_once
from .turn_records import record_removed_damage
from .zero_amounts import counts_nothing, skip_event
from .zones import banish, deal_damage, draw, enter_play, exert_event, leave_play, move_card, put_in_inkwell

Step = tuple[Effect, int]


def ability_of(st: LorcanaState, frame: dict[str, Any]) -> Ability:
    return compile_card(st.cards[frame["card_id"]])[frame["ability"]]


def program(effs_in: list[Effect]) -> list[Step]:
    """Effects flattened; a step runs only if its parent step happened ("if you do", 7.1.2.2).
    The ``then`` of Lorcana's own ops (a floating or delayed trigger's effects) is not part of the
    program: they run when the trigger fires (7.4.7). Kept by the effects list (compiled, never
    changed), with the list; emptied beyond :data:`_KEEP_PROGRAMS` lists. Read it, never change it."""
    got = _PROGRAMS.get(id(effs_in))
    if got is not None and got[0] is effs_in:
        return got[1]
    if len(_PROGRAMS) >= _KEEP_PROGRAMS:
        _PROGRAMS.clear()
    out = _program(effs_in)
    _PROGRAMS[id(effs_in)] = (effs_in, out)
    return out


_PROGRAMS: dict[int, tuple[list[Effect], list[Step]]] = {}
_KEEP_PROGRAMS = 4_096


def _program(effs_in: list[Effect]) -> list[Step]:
    out: list[Step] = []

    def add(effs: list[Effect], parent: int) -> None:
        for e in effs:
            out.append((e, parent))
            idx = len(out) - 1
            if not keeps_then(e.op):
                add(e.then, idx)

    add(effs_in, -1)
    return out


def program_for(st: LorcanaState, frame: dict[str, Any], ab: Ability | None = None) -> list[Step]:
    """The frame's steps; ``ab``: its :func:`ability_of`, when the caller has it already."""
    steps = program((ab or ability_of(st, frame)).effects)
    for idx in frame.get("root_path", []):
        steps = program(steps[idx][0].then)
    return steps


def push_ability(st: LorcanaState, kind: str, player: int, source: int | None, card_id: str, ability: int, trigger: dict | None,
                 events: list[Event], *, root_path: list[int] | None = None, it: list[int] | None = None) -> None:
    """Start resolving an ability or an action's effect; uncompiled text becomes a manual step.
    ``root_path`` selects the effects of a floating/delayed trigger inside the ability."""
    frame = new_frame(kind, player, source, card_id, ability, trigger)
    subject = (trigger or {}).get("subject")
    if subject is not None and (subject != source or (trigger or {}).get("subject_is_it")):
        frame["it"] = [subject]  # "them"/"that character" in a trigger about another card (7.1.9)
    if root_path:
        frame["root_path"] = list(root_path)
        frame["it"] = list(it or [])
    ab = compile_card(st.cards[card_id])[ability]
    if not ab.ok:
        frame["kind"] = "manual"
        rule = R("6.3.2") if ab.kind == "effect" else R("7.4.3") if ab.kind == "triggered" else R("7.5.3")
        st.pending.append(manual_pending(player, source, f"{st.cards[card_id].get('full_name', card_id)}: {ab.text}", rule))
    st.frames.append(frame)


def run_frames(st: LorcanaState, events: list[Event]) -> bool:
    """Run the innermost frame until it needs an answer (True) or finishes (False)."""
    frame = st.frames[-1]
    if frame["kind"] == "manual":
        if st.pending:
            return True
        finish(st, events)
        return False
    ab = ability_of(st, frame)
    steps = program_for(st, frame, ab)
    if frame["pc"] == 0 and not frame.get("checked") and not frame.get("root_path") and ab.kind == "triggered" and ab.trigger and ab.trigger.condition:
        frame["checked"] = True
        if not condition_holds(st, ab.trigger.condition, frame["player"], frame["source"]):
            events.append(Event("fizzle", f"{st.cards[frame['card_id']].get('full_name')}: condition no longer true, does nothing", R("7.4.4.2"), frame["player"]))
            frame["pc"] = len(steps)
    if frame["pc"] == 0 and not frame.get("once_checked") and not frame.get("root_path") and resolves_once(ab):
        frame["once_checked"] = True
        if not once_left(st, frame["source"], ab):  # 2.2.0 6.1.13.2: resolved already this turn
            events.append(Event("fizzle", f"{st.cards[frame['card_id']].get('full_name')}: resolved already this turn, does nothing",
                                R_new("6.1.13.2"), frame["player"]))
            frame["pc"] = len(steps)
    while frame["pc"] < len(steps):
        eff, parent = steps[frame["pc"]]
        if parent >= 0 and parent not in frame["ok"] and not _yes_goes_on(steps, parent, frame):
            frame["pc"] += 1
            continue
        status = run_step(st, frame, eff, events)
        if status == "wait":
            return True
        if status == "ok":
            frame["ok"].append(frame["pc"])
        if eff.optional and frame["tmp"].get("may") is True:
            frame.setdefault("yes_at", []).append(frame["pc"])
        frame["pc"] += 1
        frame["answer"] = None
        frame["sub"] = 0
        frame["tmp"] = {}
        if st.pending:  # e.g. a card played by this effect asks about Bodyguard
            return True
    done = frame.get("once_checked") and not frame.get("root_path") and resolves_once(ab)
    if done and _did_something(steps, frame["ok"]):
        mark_once(st, frame["source"], ab)  # 2.2.0 6.1.13.2: it resolved (a declined "may" did nothing, 6.1.4)
    finish(st, events)
    return False


def _yes_goes_on(steps: list[Step], parent: int, frame: dict) -> bool:
    """ "You may [A] and/then [B]" (engine.lorcana.cards.registries ``parse_sentence``, ``and_rest``): after a
    yes, [B] is resolved as much as possible even when [A] did nothing (7.1.2.3, 7.1.2.4), e.g. Penny - Bolt's
    Person's "and they gain Resist +1" with no damage removed, or "then choose and discard a card" when
    the deck had no card to draw."""
    return parent in frame.get("yes_at", ()) and bool((steps[parent][0].condition or {}).get("and_rest"))


_CHECKS = frozenset(("conditional", "trigger_singers"))
"""Steps that only check or name what the ability acts on: the resolution-time "if" (7.4.4.2, 7.1.2) and
"those characters" of a song trigger (7.1.9). They are no effect of their own, so they alone don't make a
"once" ability resolved (2.2.0 6.1.1: an ability is fully resolved only if its effects resolved)."""


def _did_something(steps: list[Step], ok: list[int]) -> bool:
    """Did a step that is an effect (not a :data:`_CHECKS` step) happen? A declined "may" resolves with no
    effect (2.2.0 6.1.4), so a "once" ability whose only effect was declined is not used up (6.1.13.2)."""
    return any(steps[i][0].op not in _CHECKS for i in ok if i < len(steps))


def finish(st: LorcanaState, events: list[Event]) -> None:
    frame = st.frames.pop()
    if frame["kind"] == "action":
        uid = frame["source"]
        if uid in st.table.cards and st.table.cards[uid].zone == "resolving":
            dest = frame.get("dest", "discard")
            if dest == "deck_bottom":
                events.append(move_card(st, uid, "deck", R("7.7.2"), position=None))
            else:
                events.append(move_card(st, uid, dest, R("4.3.4.7")))
    for later in frame["after"]:
        later["check_first"] = True  # 7.1.6: a state check before the played card resolves
        st.frames.append(later)


# --- choosing --------------------------------------------------------------------------------

def _at(st: LorcanaState) -> dict[str, Any]:
    """The context of a frame's question: which frame resumes with the answer."""
    return {"frame": len(st.frames) - 1}


def _wait(st: LorcanaState, pending: Pending) -> str:
    st.pending.append(pending)
    return "wait"


def ask_cards(st: LorcanaState, frame: dict, chooser: int, cands: list[int], n: int, prompt: str, rule: RuleRef,
              events: list[Event], empty: str) -> list[int] | str:
    """Up to ``n`` of ``cands``, chosen by ``chooser``: "wait" while asked; "fail" when there is none
    to choose (``empty`` logged, 1.2.3); else the chosen uids (possibly none: "up to")."""
    picks = frame["tmp"].get("answer")
    if picks is not None:
        return [u for u in picks if u in cands]
    if not cands:
        events.append(Event("nothing", empty, R("1.2.3"), chooser))
        return "fail"
    options = [Option(str(u), name(st, u)) for u in cands]
    return ask_choose(st, frame, chooser, prompt, options, n=n, up_to=True, rule=rule)


def ask_choose(st: LorcanaState, frame: dict, player: int, prompt: str, options: list[Option], *, n: int, up_to: bool = False,
               at_least: int = 0, rule: RuleRef, key: str = "answer", kind: str = "look") -> str:
    """Ask ``player`` to pick ``n`` of ``options`` (``up_to``: from ``at_least`` to ``n``, 7.1.8); the
    answer comes back in ``frame["tmp"][key]``. Always "wait"."""
    frame["tmp"]["asking"] = key
    return _wait(st, choices.choose_n(player, kind, prompt, options, n=n, up_to=up_to, at_least=at_least, rule=rule, context=_at(st)))


def ask_discard(st: LorcanaState, frame: dict, player: int, uids: list[int], n: int, key: str = "discard") -> str:
    """``player`` chooses the ``n`` cards of ``uids`` to discard (8.3.4); the answer comes back in
    ``frame["tmp"][key]``. Always "wait"."""
    options = [Option(str(u), name(st, u)) for u in uids]
    return ask_choose(st, frame, player, f"Discard {n} card(s)", options, n=n, rule=R("8.3.4"), key=key, kind="discard")


def ask_may(st: LorcanaState, frame: dict, player: int, prompt: str, keep: str | None = None) -> bool | None:
    """``player``'s answer to "You may …" (7.1.3): None while asked (the frame then waits); the answer
    is taken, so the next call asks again, unless it is kept in ``frame["tmp"][keep]`` (a question
    asked once while later questions of the same step follow)."""
    if keep is not None and keep in frame["tmp"]:
        return frame["tmp"][keep]
    said = frame["tmp"].pop("may_each", None)
    if said is None:
        frame["tmp"]["asking"] = "may_each"
        _wait(st, choices.yes_no(player, "may", prompt, rule=R("7.1.3"), context=_at(st)))
    elif keep is not None:
        frame["tmp"][keep] = said
    return said


def ask_top_or_bottom(st: LorcanaState, frame: dict, player: int, uid: int, deck: str = "your deck", key: str = "where") -> list[int] | None:
    """``player`` puts the card ``uid`` on the top ([0]) or the bottom ([1]) of ``deck`` (7.1.10): the
    answer, taken from ``frame["tmp"][key]``, or None while asked."""
    where = frame["tmp"].pop(key, None)
    if where is None:
        frame["tmp"]["asking"] = key
        _ask(st, frame, player, "top_or_bottom", f"Put {name(st, uid)} on the top or the bottom of {deck}",
             [Option("0", "top"), Option("1", "bottom")], 1, 1, "7.1.10")
    return where


def _ask(st: LorcanaState, frame: dict, player: int, kind: str, prompt: str, options: list[Option], lo: int, hi: int, rule: str) -> str:
    return _wait(st, Pending(player, kind, prompt, options, lo, hi, R(rule), _at(st)))


def chosen_order(st: LorcanaState, frame: dict, me: int, pool: list[int], prompt: str, rule: str, key: str = "order",
                 ask: str = "next") -> list[int] | None:
    """The order of ``pool`` chosen by ``me`` one card at a time (the first chosen first), kept in
    ``frame["tmp"][key]``; the answer comes back under ``ask``. None while a question is pending.
    For "put them on the top / bottom of your deck in any order" (8.2.4; engine.lorcana.deck_ends)."""
    order = frame["tmp"].setdefault(key, [])
    got = frame["tmp"].pop(ask, None)
    if got:
        order.append(int(got[0]))
    left = [u for u in pool if u not in order]
    if len(left) > 1:
        frame["tmp"]["asking"] = ask
        _ask(st, frame, me, "look", prompt, [Option(str(u), name(st, u)) for u in left], 1, 1, rule)
        return None
    return [*order, *left]


def candidates(st: LorcanaState, frame: dict, target: Target, chooser: int) -> list[int]:
    """Cards an effect may choose now (1.2.4). Ward: opponents can't choose it (10.12.1);
    cards under a stack can't be chosen (5.1.5: they are not in the play list)."""
    flt = target.filter
    zone = flt.get("zone", "play")
    if zone == "play":
        pool = in_play(st)
    elif flt.get("any_player"):  # "a card from chosen player's discard": any player's card of that zone
        pool = [u for p in turn_order_from(st, st.active) for u in st.table.zone(p, zone)]
    else:
        pool = list(st.table.zone(frame["player"], zone))
    out = []
    for uid in pool:
        if not matches(st, uid, flt, frame["player"], frame["source"]):
            continue
        if zone == "play" and target.kind == "chosen" and st.table.peek(uid).controller != chooser and has(st, uid, "Ward"):
            continue
        if frame["tmp"].get("exclude") and uid in frame["tmp"]["exclude"]:
            continue
        if flt.get("other") and target.kind == "chosen" and uid in frame.get("picked", []):
            continue  # 7.1.5: "another" is not a card the ability already chose
        if flt.get("same_name_as_it") and not any(names_match(str(st.cards[st.table.peek(uid).card_id].get("name", "")), part)
                                                 for i in frame["it"] for part in str(st.cards[st.table.peek(i).card_id].get("name", "")).split("&")):
            continue  # "a character with the same name as that character" (7.1.9; 6.2.4.1: either name of an "A & B" card)
        out.append(uid)
    return out


def resolve_targets(st: LorcanaState, frame: dict, eff: Effect, target: Target | None, key: str = "answer") -> list[int] | None:
    """Uids the effect applies to, or None after asking the player (pending)."""
    if target is None:
        return []
    if target.kind == "self":
        src = frame["source"]
        return [src] if src in st.table.cards and st.table.cards[src].zone == "play" else []
    if target.kind == "self_card":
        return [frame["source"]] if frame["source"] in st.table.cards else []
    if target.kind == "it":
        return [u for u in frame["it"] if st.table.cards[u].zone == "play"]
    if target.kind == "it_or_self":
        got = [u for u in frame["it"] if st.table.cards[u].zone == "play"]
        src = frame["source"]
        return got or ([src] if src in st.table.cards and st.table.cards[src].zone == "play" else [])
    if target.kind == "trigger":
        uid = frame["trigger"].get(target.filter.get("role", "subject"))
        if isinstance(uid, list):  # role "paid": the cards that paid the ability's cost (chosen_costs.paid_info, 7.1.9)
            return [u for u in uid if u in st.table.cards and st.table.cards[u].zone == "play"]
        return [uid] if uid in st.table.cards and st.table.cards[uid].zone == "play" else []
    if target.kind == "trigger_card":  # "that card": the banished card the trigger is about, in the discard (7.1.9.1)
        uid = frame["trigger"].get(target.filter.get("role", "subject"))
        return [uid] if uid in st.table.cards and st.table.cards[uid].zone == "discard" else []
    if target.kind == "each":
        return candidates(st, frame, target, frame["player"])
    if target.kind == "each_chooses":
        return _each_chooses(st, frame, eff, target)
    # chosen
    picked = frame["tmp"].get(key)
    if picked is not None:
        return picked
    cands = candidates(st, frame, target, frame["player"])
    if not cands:
        events_note = frame["tmp"].setdefault("notes", [])
        events_note.append("no legal choice")
        frame["tmp"][key] = []
        return []
    if target.count == 1:  # "opponents must choose this character … if able" (2.2.0 6.7.3.2, engine.lorcana.must_choose)
        cands = narrowed(st, frame["player"], cands)
    hi = min(target.count, len(cands))
    opts = [Option(str(u), f"{name(st, u)} (P{st.table.peek(u).controller + 1})") for u in cands]
    frame["tmp"]["asking"] = key
    _wait(st, choices.choose_n(frame["player"], "target", f"{eff.text}: choose {'up to ' if target.up_to else ''}{hi}", opts, n=target.count,
                               up_to=target.up_to, rule=R("7.1.8" if target.up_to else "1.2.4"), context=_at(st)))
    return None


def _each_chooses(st: LorcanaState, frame: dict, eff: Effect, target: Target) -> list[int] | None:
    """"Each opponent chooses one of their characters …": every such player, in turn order
    (1.6.2), chooses one of their own cards (their own Ward does not stop them, 10.12.1)."""
    players = players_of(st, frame, Target(target.filter.get("players", "opponent")))
    if players is None:  # "chosen opponent chooses …" with several opponents: that player is chosen first
        return None
    picked: list[int] = frame["tmp"].setdefault("picked", [])
    flt = {k: v for k, v in target.filter.items() if k != "players"}
    while frame["sub"] < len(players):
        p = players[frame["sub"]]
        answer = frame["tmp"].pop("each", None)
        if answer is not None:
            picked.extend(answer)
            frame["sub"] += 1
            continue
        own = [u for u in st.table.zone(p, "play") if matches(st, u, flt, p, None)]
        if not own:
            frame["sub"] += 1
            continue
        frame["tmp"]["asking"] = "each"
        n = min(max(1, target.count), len(own))  # "chooses 2 of their characters": all they have when fewer (1.2.3)
        _ask(st, frame, p, "target", f"{eff.text}: choose {n} of yours", [Option(str(u), name(st, u)) for u in own], n, n, "1.6.2")
        return None
    frame["sub"] = 0
    return picked


def players_of(st: LorcanaState, frame: dict, target: Target | None) -> list[int]:
    kind = target.kind if target else "player"
    me = frame["player"]
    if kind in ("player", "self"):
        return [me]
    if kind == "opponent" and target.filter.get("more_lore"):  # "each opponent with more lore than you" (as it resolves)
        return [o for o in opponents(st, me) if st.lore[o] > st.lore[me]]
    if kind == "opponent":
        return opponents(st, me)
    if kind == "trigger_player":  # "the challenging player": the player of the card the trigger names
        uid = frame["trigger"].get(target.filter.get("role", "subject"))
        return [st.table.cards[uid].controller] if uid in st.table.cards else []
    if kind == "each_player" and target.filter.get("most_hand"):  # "the player or players with the most cards in their hand"
        most = max(len(st.table.zone(p, "hand")) for p in turn_order_from(st, st.active))
        return [p for p in turn_order_from(st, st.active) if len(st.table.zone(p, "hand")) == most]
    if kind == "trigger_chooser":  # "they": the opponent who chose this character (the trigger's chooser)
        return [frame["trigger"]["chooser"]] if isinstance(frame["trigger"].get("chooser"), int) else []
    if kind == "it_player":  # "its player": the player of the card the previous step named (7.1.9)
        return [st.table.cards[u].controller for u in frame["it"][:1] if u in st.table.cards]
    if kind == "each_player":
        return turn_order_from(st, st.active)
    if kind in ("chosen_opponent", "chosen_player"):
        pool = opponents(st, me) if kind == "chosen_opponent" else turn_order_from(st, st.active)
        if target.filter.get("other"):  # "you and another chosen player"
            pool = [p for p in pool if p != me]
        picked = frame["tmp"].get("player") or frame.get("chosen_player")  # "chosen opponent chooses one: … they …" (resolve_modes)
        if picked is not None:
            return [picked] if isinstance(picked, int) else picked
        if len(pool) == 1:
            return pool
        frame["tmp"]["asking"] = "player"
        _ask(st, frame, me, "player", "Choose a player", [Option(str(p), f"P{p + 1}") for p in pool], 1, 1, "1.2.4")
        return None  # type: ignore[return-value]
    return [me]


# --- one step --------------------------------------------------------------------------------

def source_in_play(st: LorcanaState, frame: dict, text: str, events: list[Event]) -> bool:
    """The frame's source card is still in play; if not, logged: the effect does nothing (1.2.3)."""
    src = frame["source"]
    if src in st.table.cards and st.table.cards[src].zone == "play":
        return True
    events.append(Event("nothing", f"{text}: this card is no longer in play", R("1.2.3"), frame["player"]))
    return False


def one_target(st: LorcanaState, frame: dict, eff: Effect) -> int | str:
    """The card ``eff.target`` names (the first): "wait" while being chosen, "fail" when there is none."""
    uids = resolve_targets(st, frame, eff, eff.target)
    if uids is None:
        return "wait"
    return uids[0] if uids else "fail"


def affected(st: LorcanaState, frame: dict, eff: Effect, events: list[Event]) -> list[int] | str:
    """The cards ``eff.target`` names: "wait" while being chosen; none: logged, "fail" (1.2.3)."""
    uids = resolve_targets(st, frame, eff, eff.target)
    if uids is None:
        return "wait"
    if not uids:
        events.append(Event("nothing", f"{eff.text}: no card to affect", R("1.2.3"), frame["player"]))
        return "fail"
    return uids


def one_player(st: LorcanaState, frame: dict, target: Target | None) -> int | str:
    """The player ``target`` names (the first): "wait" while being chosen, "fail" when there is none."""
    players = players_of(st, frame, target)
    if players is None:
        return "wait"
    return players[0] if players else "fail"


# The pieces of :func:`run_step` that look through several cards, each apart (in a function of its
# own): the names a comprehension or generator reads are cells, made on every call of the function
# they belong to.

def _all_match(st: LorcanaState, uids: list[int], flt: dict[str, Any], me: int, source: int | None) -> bool:
    return all(matches(st, u, flt, me, source) for u in uids)


def _deal_each(st: LorcanaState, uids: list[int], eff: Effect, events: list[Event], source: int | None, chosen: dict[int, dict]) -> int:
    """9.2.1: each card is dealt the effect's damage in turn (``chosen``: its replacement, 7.7.6); the total dealt."""
    return sum(deal_damage(st, u, eff.amount, R("9.2.1"), events, source=source, replacement=chosen.get(u),
                           ignore_resist=bool((eff.condition or {}).get("no_resist"))) for u in uids)


def _owners(st: LorcanaState, uids: list[int]) -> set[int]:
    return {st.table.cards[u].owner for u in uids}


MayCheck = Callable[[LorcanaState, dict, Effect], "tuple[str, str] | None"]
_MAY_CHECKS: dict[str, MayCheck] = {}


def may_check(op: str) -> Callable[[MayCheck], MayCheck]:
    """Register, for an optional step of ``op``, a check of PUBLIC facts only (the cards in play) that
    tells the "may" could change nothing: (why, rule) or None. Then the player is not asked (7.1.3:
    the choice is whether the effect happens; with nothing it could do, both answers are the same, and
    nothing hidden is given away because the check reads only what every player sees). The shapes
    registered: engine.lorcana.resolve_moves (no location) and engine.lorcana.may_nothing (no legal
    choice, an empty hand or deck, a cost that can't be paid, ink that would buy nothing)."""

    def reg(fn: MayCheck) -> MayCheck:
        _MAY_CHECKS[op] = fn
        return fn

    return reg


def _may_changes_nothing(st: LorcanaState, frame: dict, eff: Effect) -> tuple[str, str] | None:
    check = _MAY_CHECKS.get(eff.op)
    return check(st, frame, eff) if check is not None else None


def run_step(st: LorcanaState, frame: dict, eff: Effect, events: list[Event]) -> str:
    """Carry out one effect; returns "ok", "fail" (did nothing) or "wait" (a choice is pending)."""
    me = frame["player"]
    rule = R("7.1")
    if eff.optional and frame["tmp"].get("may") is None:
        by = own_discard_replaced(st, me, eff)
        if by is not None:  # 7.7.5: the discard would never happen, nor its "if you do" (7.1.2.2): not asked
            events.append(Event("decline", f"P{me + 1} can't discard ({name(st, by)}), so not asked: {eff.text}", R("7.7.5"), me,
                                data={"uid": by}))
            return "fail"
        why = _may_changes_nothing(st, frame, eff)
        if why is not None:  # e.g. "you may move him to one of your locations" with no location of yours: not asked
            events.append(Event("decline", f"Not asked ({why[0]}): {eff.text}", R(why[1]), me))
            if isinstance(eff.target, Target) and eff.target.kind == "each":
                frame["it"] = candidates(st, frame, eff.target, me)  # as when declined (7.4.5 例A): "they" names the cards described
            return "fail"
        frame["tmp"]["asking"] = "may"
        return _wait(st, choices.yes_no(me, "may", f"You may: {eff.text}?", rule=R("7.1.3"), context=_at(st)))
    if eff.optional and frame["tmp"].get("may") is False:
        events.append(Event("decline", f"P{me + 1} declines: {eff.text}", R("7.1.3"), me))
        if isinstance(eff.target, Target) and eff.target.kind == "each":
            # 7.4.5 例A (Moana - Of Motunui): a later "they" in the same ability still names the cards
            # the declined sentence described, so its own effect applies to them.
            frame["it"] = candidates(st, frame, eff.target, me)
        return "fail"
    eff = scaled(st, frame, eff)  # "for each …" / "equal to …": counted as it resolves
    if counts_nothing(eff):  # 0 cards to discard / look at: skipped, nobody chooses 0 (engine.lorcana.zero_amounts)
        events.append(skip_event(eff, me))
        return "fail"
    op = eff.op
    spec = own_op(op)
    if spec is not None:  # Lorcana's own ops (engine.lorcana.ops), carried out by their resolvers below
        return spec.resolver(st, frame, eff, events)
    if op == "move" and eff.zone == "inkwell_card":
        uids = resolve_targets(st, frame, eff, eff.target)
        if uids is None:
            return "wait"
        exerted = not (eff.condition or {}).get("ready")  # "facedown" without "and exerted": ready (8.5.2)
        for u in uids:  # 8.5.6: put into the inkwell by an effect: not revealed, no {C} needed
            if st.table.cards[u].zone == "play":
                leave_play(st, u, "inkwell", rule, events)
                st.table.cards[u].tapped = exerted
                emit(st, "inked_yours", u)  # 4.3.3.3: "whenever you put a card into your inkwell"
            elif st.table.cards[u].zone in ("discard", "hand"):
                put_in_inkwell(st, u, exerted=exerted, rule=R("8.5.6"), events=events)
        frame["it"] = uids
        return "ok" if uids else "fail"
    if op in ("draw", "gain_score", "lose_score", "discard", "look_top", "cost_reduction") or (op == "move" and eff.zone in ("inkwell", "discard")):
        players = players_of(st, frame, eff.target)
        if players is None:
            return "wait"
        if op == "draw" and (eff.condition or {}).get("each_may"):
            while frame["sub"] < len(players):  # 1.6.2: the active player decides first, then in turn order
                p = players[frame["sub"]]
                yes = ask_may(st, frame, p, f"You may: draw {eff.amount} card(s)?")
                if yes is None:
                    return "wait"
                if yes:
                    draw(st, p, eff.amount, R("4.2.3.1"), events)
                frame["sub"] += 1
            return "ok"
        if op == "draw":
            got = 0
            for p in players:  # 1.6.2: active player first, then in turn order
                got += draw(st, p, eff.amount, R("4.2.3.1"), events)
            return "ok" if got else "fail"
        if op == "gain_score":
            for p in players:
                gained = lore_gain(st, p, eff.amount, events)  # 1.2.2: "can't gain lore"
                st.lore[p] += gained
                events.append(Event("lore", f"P{p + 1} gains {gained} lore", rule, p))
            return "ok"
        if op == "lose_score":
            for p in players:
                if prohibited(st, p, "lose_lore"):  # 1.2.2: "you can't lose lore" beats the effect
                    events.append(Event("no_lore_loss", f"P{p + 1} can't lose lore", R("1.2.2"), p))
                    continue
                lost = min(st.lore[p], eff.amount) if st.options.get("lore_floor_zero", True) else eff.amount
                st.lore[p] -= lost
                frame["lore_lost"] = frame.get("lore_lost", 0) + lost  # "gain lore equal to the lore lost" (amounts)
                events.append(Event("lore", f"P{p + 1} loses {lost} lore", R("1.2.3"), p))
            return "ok"
        if op == "cost_reduction":
            types = (eff.condition or {}).get("types") or [eff.keyword]  # "the next action or item you play this turn"
            red = {"kind": "cost_reduction", "player": me, "amount": eff.amount, "types": list(types), "turn": st.turn}
            if (eff.condition or {}).get("filter"):
                red["filter"] = dict(eff.condition["filter"])  # "the next Princess or Queen character"
            st.floating.append(red)
            events.append(Event("cost", f"P{me + 1}'s next {eff.keyword} this turn costs {eff.amount} less", R("4.3.4.5"), me))
            return "ok"
        if op == "move" and eff.zone == "discard":
            done = 0
            for p in players:
                for u in st.table.top(p, "deck", eff.amount):
                    events.append(move_card(st, u, "discard", rule))
                    frame.setdefault("milled", []).append(u)  # "for each item card put into your discard this way" (amounts)
                    done += 1
            return "ok" if done else "fail"
        if op == "move":
            done = 0
            for p in players:
                for u in st.table.top(p, "deck", max(1, eff.amount)):  # "the top 2 cards of their deck"
                    put_in_inkwell(st, u, exerted=not (eff.condition or {}).get("ready"), rule=R("8.5.6"), events=events)  # "facedown" only: ready
                    done += 1
            return "ok" if done else "fail"
        if op == "discard":
            return _discard(st, frame, eff, players, events)
        return _look_top(st, frame, eff, events)
    if op == "play_free":
        return _play_free(st, frame, eff, events)
    if op == "return_to_hand" and eff.zone == "discard":
        uids = resolve_targets(st, frame, eff, eff.target)
        if uids is None:
            return "wait"
        for u in uids:
            events.append(move_card(st, u, "hand", rule))
        frame["it"] = uids
        return "ok" if uids else "fail"
    if op == "move_damage":
        src = resolve_targets(st, frame, eff, Target("chosen", {**eff.target.filter, "damaged": True}, 1, eff.target.up_to) if eff.target and eff.target.kind == "chosen" else eff.target, "from")
        if src is None:
            return "wait"
        if not src:
            return "fail"
        frame["tmp"]["exclude"] = src
        dst = resolve_targets(st, frame, eff, eff.condition["to"] if eff.condition else None, "to")
        if dst is None:
            return "wait"
        if not dst:
            return "fail"
        n = min(eff.amount, st.table.cards[src[0]].damage)
        if (eff.condition or {}).get("up_to") and n:  # 7.1.8: "up to N": the player picks 0..N
            if (picked := frame["tmp"].get("amount")) is None:
                frame["tmp"]["asking"] = "amount"
                return _ask(st, frame, me, "amount", f"{eff.text}: how much damage to move from {name(st, src[0])}?",
                            [Option(str(i), str(i)) for i in range(n + 1)], 1, 1, "7.1.8")
            n = min(n, picked[0])
        st.table.cards[src[0]].damage -= n
        st.table.cards[dst[0]].damage += n  # 9.3.1: moving counters is not dealing damage
        events.append(Event("move_damage", f"{n} damage moved from {name(st, src[0])} to {name(st, dst[0])}", R("9.3.1"), me))
        return "ok" if n else "fail"
    uids = affected(st, frame, eff, events)
    if isinstance(uids, str):
        return uids
    frame["it"] = uids
    inst = (eff.condition or {}).get("instead_if")
    if inst is not None and _all_match(st, uids, inst, me, frame["source"]):
        # 7.7.2: the chosen card meets the condition: the other effect happens instead (7.7.5: once)
        events.append(Event("replaced", f"{eff.text}: replaced (\"instead\")", R("7.7.2"), me))
        status = "fail"
        for alt in eff.condition["alt"]:
            if run_step(st, frame, alt, events) == "ok":
                status = "ok"
        return status
    if op == "damage":
        chosen: dict[int, dict] = {}
        for u in uids:  # 7.7.6: only one replacement per event; its player chooses among several
            opts = damage_options(st, u, False)
            if len(opts) > 1:
                got = frame["tmp"].get(f"repl_{u}")
                if got is None:
                    frame["tmp"]["asking"] = f"repl_{u}"
                    st.pending.append(Pending(chooser(st, u, me), "replacement", f"Several replacement effects apply to the damage to {name(st, u)}: choose one",
                                              [Option(str(i), o["label"]) for i, o in enumerate(opts)], 1, 1, R("7.7.6"), {"frame": len(st.frames) - 1}))
                    return "wait"
                chosen[u] = opts[got[0]]
            elif opts:
                chosen[u] = opts[0]
        dealt = _deal_each(st, uids, eff, events, frame["source"], chosen)
        return "ok" if dealt else "fail"
    if op == "put_damage":
        for u in uids:
            st.table.cards[u].damage += eff.amount  # 9.2.1: putting counters is not dealing damage
            events.append(Event("put_damage", f"{eff.amount} damage counter(s) put on {name(st, u)}", R("9.2.1"), me))
        return "ok"
    if op == "heal":
        if any(s.get("prohibit") == "remove_damage" for _, s in statics_with(st, "prohibit")):  # 1.2.2: "Damage counters can't be removed"
            events.append(Event("no_heal", f"{eff.text}: damage counters can't be removed", R("1.2.2"), me))
            return "fail"
        amounts: dict[int, int] = {}
        for u in uids:
            most = min(eff.amount, st.table.cards[u].damage)
            if (eff.condition or {}).get("up_to") and most > 0:
                # "remove up to N damage": the player chooses how much, 0..N (7.1.8)
                got = frame["tmp"].get(f"amt_{u}")
                if got is None:
                    frame["tmp"]["asking"] = f"amt_{u}"
                    return _ask(st, frame, me, "amount", f"{eff.text}: how much damage to remove from {name(st, u)}?",
                                [Option(str(i), str(i)) for i in range(most + 1)], 1, 1, "7.1.8")
                amounts[u] = got[0]
            else:
                amounts[u] = eff.amount
        total = 0
        for u in uids:
            if not amounts[u]:
                continue
            ev = effects.remove_damage(st.table, u, amounts[u], R("9.1"))
            total += ev.data["n"]
            events.append(ev)
            if ev.data["n"]:  # "if you removed damage from a character this turn" (engine.lorcana.turn_records)
                record_removed_damage(st, me, st.table.cards[u].controller == me)
            if ev.data["n"] and st.table.cards[u].controller == me:  # "you remove damage from one of your characters"
                emit(st, "healed_yours", u, removed=ev.data["n"], subject_is_it=True)
            damage_removed(st, me, u, ev.data["n"])  # "… from a character" (engine.lorcana.heal_watch)
        frame["damage_removed"] = frame.get("damage_removed", 0) + total  # "for each 1 damage removed this way" (amounts)
        return "ok" if total else "fail"
    if op == "destroy":
        banish(st, uids, R("7.1"), events)
        return "ok"
    if op == "return_to_hand":
        for u in uids:
            leave_play(st, u, "hand", rule, events)
        return "ok"
    if op == "put_on_deck":
        for u in uids:
            leave_play(st, u, "deck", rule, events, position=0 if eff.zone == "top" else None)
        if eff.zone == "shuffle":
            for p in sorted(_owners(st, uids)):
                events.append(effects.shuffle(st.table, st.rng, p, "deck", rule))
        return "ok"
    if op in ("tap", "untap"):
        for u in uids:
            if ctype(st, u) == "location":
                continue  # 4.3.6.21: locations are never ready or exerted
            if op == "untap" and has(st, u, "cant_ready_any"):
                events.append(Event("no_ready", f"{name(st, u)} can't ready", R("1.2.2"), me))
                continue  # 1.2.2: "this character can't ready" beats the effect
            was = st.table.cards[u].tapped
            events.append(exert_event(st, u, op == "tap", rule, "exerted"))
            if op == "untap" and was:
                emit(st, "readied_self", u)  # "whenever you ready this character"
        return "ok"
    if op == "modify_stat":
        for u in uids:
            st.modifiers.append(Modifier(u, eff.stat, eff.amount, duration=eff.duration or "this_turn", player=me, turn=st.turn, source=frame["source"]))
            events.append(Event("modify", f"{name(st, u)} gets {eff.amount:+d} {eff.stat} ({eff.duration.replace('_', ' ')})", R("7.8.1"), me))
        return "ok"
    if op == "grant_keyword":
        for u in uids:
            st.modifiers.append(Modifier(u, "keyword", eff.amount, keyword=eff.keyword, duration=eff.duration or "this_turn", player=me, turn=st.turn, source=frame["source"]))
            events.append(Event("keyword", f"{name(st, u)} gains {eff.keyword}{f' +{eff.amount}' if eff.amount else ''} ({eff.duration.replace('_', ' ')})", R("10.1.1"), me))
        return "ok"
    events.append(Event("nothing", f"{eff.text}: not supported", R("1.2.3"), me))
    return "fail"


def _discard(st: LorcanaState, frame: dict, eff: Effect, players: list[int], events: list[Event]) -> str:
    """8.3.4: each player chooses which cards of their own hand to discard. A player whose discard
    is replaced (7.7.5, engine.lorcana.discard_prevention) is skipped; "fail" when every player was,
    or when a number of cards was asked and nobody discarded any ("If you do, …" then doesn't happen)."""
    while frame["sub"] < len(players):
        p = players[frame["sub"]]
        if keeps_hand(st, p, eff, events):
            frame["tmp"].setdefault("kept", []).append(p)
            frame["sub"] += 1
            continue
        hand = st.table.zone(p, "hand")
        picks = frame["tmp"].pop("discard", None)
        if picks is None and len(hand) > eff.amount:
            return ask_discard(st, frame, p, hand, eff.amount)
        chosen = picks if picks is not None else list(hand)
        for u in chosen:
            events.append(move_card(st, u, "discard", R("8.3.4")))
        frame["tmp"]["discarded"] = frame["tmp"].get("discarded", 0) + len(chosen)
        frame["sub"] += 1
    kept = frame["tmp"].get("kept", [])
    if players and len(kept) == len(players):
        return "fail"
    # "choose and discard a card. If you do, …" with an empty hand: nothing was discarded, so the
    # "If you do" part doesn't happen (1.2.3 does as much as it can: here, nothing). "Discard your
    # hand" (amount 99) is done even with an empty hand.
    return "fail" if eff.amount < 99 and not frame["tmp"].get("discarded") else "ok"


def look_once(st: LorcanaState, frame: dict, me: int, amount: int, events: list[Event], owner: int | None = None) -> bool:
    """Look at the top ``amount`` cards of ``me``'s deck (or ``owner``'s: "chosen player's deck"), once
    per frame (7.1.10: only they may be chosen from); their ids stay in ``frame["tmp"]["looked"]``.
    True the first time."""
    if "looked" in frame["tmp"]:
        return False
    uids, ev = effects.look_top(st.table, me, me if owner is None else owner, "deck", amount, R("7.1.10"))
    events.append(ev)
    frame["tmp"]["looked"] = uids
    events.append(Event("look_private", f"You look at {', '.join(name(st, u) for u in uids)}", R("7.1.10"), me, [me]))
    return True


def _look_top(st: LorcanaState, frame: dict, eff: Effect, events: list[Event]) -> str:
    """Look at the top N; you may reveal one matching card and put it into your hand (7.1.10:
    only from the cards looked at); the rest go to the bottom in the order the player chooses
    ("Put the rest on the bottom of your deck in any order", 8.2.4: asked one card at a time)."""
    me = frame["player"]
    cond = eff.condition or {}
    if look_once(st, frame, me, eff.amount, events) and not cond:
        return "ok"
    looked = frame["tmp"]["looked"]
    take = cond.get("take", {})
    ok = [u for u in looked if take.get("any") or matches(st, u, take, me, None)]
    picks = frame["tmp"].get("answer")
    if picks is None and ok:
        opts = [Option(str(u), name(st, u)) for u in ok]
        n = cond.get("count", 1)
        if not cond.get("hidden"):
            prompt = "You may reveal a card and put it into your hand"
        elif cond.get("must"):  # "Put one into your hand" / "Put 2 into your hand": no "may", not revealed
            prompt = f"Put {n} card(s) into your hand"
        else:  # "You may put one into your hand"
            prompt = "You may put a card into your hand"
        return ask_choose(st, frame, me, prompt, opts, n=n, up_to=True, at_least=min(len(ok), cond.get("at_least", 1)) if cond.get("must") else 0, rule=R("7.1.10"))
    picks = picks or []
    if not frame["tmp"].get("took"):  # once: the order question below comes back here
        frame["tmp"]["took"] = True
        for u in picks:
            if cond.get("hidden"):  # "put one into your hand": not revealed
                events.append(move_card(st, u, "hand", R("7.1.10"), public=False))
                continue
            events.append(effects.reveal(st.table, [u], R("7.1.10"), me))
            events.append(move_card(st, u, "hand", R("7.1.10")))
    if cond.get("rest") in ("discard", "inkwell"):  # "Put the rest into your discard" / "the other into your inkwell facedown and exerted"
        for u in looked:
            if u not in picks and st.table.peek(u).zone == "deck":
                if cond["rest"] == "inkwell":
                    put_in_inkwell(st, u, exerted=True, rule=R("8.5.6"), events=events)
                else:
                    events.append(move_card(st, u, "discard", R("7.1.10")))
        return "ok" if picks else "fail"
    rest = chosen_order(st, frame, me, [u for u in looked if u not in picks and st.table.peek(u).zone == "deck"],
                        "Choose the next card to put on the bottom of your deck", "8.2.4")
    if rest is None:
        return "wait"
    for u in rest:
        st.table.move(u, "deck", player=st.table.peek(u).owner, position=None)
    if rest:
        events.append(Event("bottom", f"P{me + 1} puts {len(rest)} card(s) on the bottom of their deck in the order they choose", R("8.2.4"), me))
    return "ok" if picks else "fail"


def _play_free(st: LorcanaState, frame: dict, eff: Effect, events: list[Event]) -> str:
    """4.3.4.10: play a card without paying its ink cost. An action played this way resolves
    after the current ability has finished (7.1.6)."""
    uids = resolve_targets(st, frame, eff, Target("chosen", {**eff.target.filter, "cost_max": eff.amount}, 1, True) if eff.target else None)
    if uids is None:
        return "wait"
    if not uids:
        return "fail"
    uid = uids[0]
    if self_prohibited(st, frame["player"], uid):  # 1.2.2: its own "can't play … unless"
        events.append(Event("nothing", f"{eff.text}: {name(st, uid)} can't be played now", R("1.2.2"), frame["player"]))
        return "fail"
    put_played_card(st, uid, frame["player"], events, frame_after=frame)
    frame["it"] = [uid]
    return "ok"


# --- Lorcana's own ops (engine.lorcana.ops) ----------------------------------------------------

@resolves(GAME, "floating_trigger")
def floating_trigger(st: LorcanaState, frame: dict, eff: Effect, events: list[Event]) -> str:
    """7.4.7.1: "this turn, whenever …": a triggered ability that lasts until the end of the turn."""
    me = frame["player"]
    cond = eff.condition or {}
    flt = {**cond.get("filter", {}), **({"uids": list(frame["it"])} if cond.get("bind_it") else {})}  # "whenever they …": the chosen one (7.1.9)
    owner = me
    if cond.get("its_player") and frame["it"] and frame["it"][0] in st.table.cards:
        owner = st.table.cards[frame["it"][0]].controller  # an ability the chosen character gains: its player's (7.4.7.1)
    st.floating.append({"kind": "trigger", "player": owner, "events": list(cond.get("events", [])), "filter": flt,
                        "card_id": frame["card_id"], "ability": frame["ability"], "root_path": [*frame.get("root_path", []), frame["pc"]],
                        "turn": st.turn, **({"once": True} if cond.get("once") else {})})  # "the next time …": ends when it triggers
    events.append(Event("floating", f"Until the end of the turn: {eff.text}", R("7.4.7.1"), me))
    return "ok"


@resolves(GAME, "delayed_trigger")
def delayed_trigger(st: LorcanaState, frame: dict, eff: Effect, events: list[Event]) -> str:
    """7.4.7.2: "at the end of this turn, …": it triggers once, later."""
    me = frame["player"]
    when = (eff.condition or {}).get("when", "end_of_turn")  # or "challenge_end": "after the challenge" (4.3.6.18)
    st.delayed.append({"when": when, "trigger": {
        "player": me, "source": frame["source"], "card_id": frame["card_id"], "ability": frame["ability"],
        "root_path": [*frame.get("root_path", []), frame["pc"]], "it": list(frame["it"]), "trigger": {}}})
    events.append(Event("delayed", f"Later: {eff.text}", R("7.4.7.2"), me))
    return "ok"


@resolves(GAME, "prohibit")
def prohibit(st: LorcanaState, frame: dict, eff: Effect, events: list[Event]) -> str:
    """1.2.2: "opponents can't play actions this turn" beats any permission."""
    me = frame["player"]
    cond = eff.condition or {}
    entry = {"kind": "prohibit", "what": cond.get("what"), "types": list(cond.get("types", [])), "players": cond.get("players"), "player": me}
    if eff.duration == "this_turn":
        entry["turn"] = st.turn
    else:
        entry["until"] = "your_next_turn"
    st.floating.append(entry)
    events.append(Event("prohibit", eff.text, R("1.2.2"), me))
    return "ok"


def nameable(st: LorcanaState, player: int) -> list[str]:
    """The names ``player`` may name (6.2.4): the names of their own cards and of every card they can
    see, and each name of an "A & B" card (6.2.4.1); never a name only in an opponent's deck or hand
    (8.2.2, 8.3.2: listing it would tell them what those hold). Every "name a card" effect of the pool
    looks at the namer's own deck or discard, so no useful name is left out."""
    names: set[str] = set()
    table = st.table
    for card in table.cards.values():
        if card.owner != player and not table.visible_to(card, player):
            continue
        nm = str(st.cards.get(card.card_id, {}).get("name", "")).strip()
        if nm:
            names.add(nm)
            if "&" in nm:
                names.update(p.strip() for p in nm.split("&") if p.strip())
    return sorted(names, key=str.casefold)


def named_card(st: LorcanaState, frame: dict, player: int) -> str | None:
    """The card name ``player`` names (6.2.4): None while asked."""
    named = frame["tmp"].get("named")
    if named is None:
        frame["tmp"]["asking"] = "named"
        _ask(st, frame, player, "name", "Name a card", [Option(n, n) for n in nameable(st, player)], 1, 1, "6.2.4")
    return named


@resolves(GAME, "name_and_reveal")
def name_and_reveal(st: LorcanaState, frame: dict, eff: Effect, events: list[Event]) -> str:
    """"Name a card, then reveal the top card of your deck. If it's the named card, put it into
    your hand. Otherwise, put it on the top of your deck." (6.2.4 例B: exact names only)."""
    me = frame["player"]
    named = named_card(st, frame, me)
    if named is None:
        return "wait"
    events.append(Event("name", f"P{me + 1} names {named}", R("6.2.4"), me))
    top = st.table.top(me, "deck", 1)
    if not top:
        return "fail"
    uid = top[0]
    events.append(effects.reveal(st.table, [uid], R("7.1.10"), me))
    events[-1].text = f"P{me + 1} reveals {name(st, uid)}"
    if not names_match(str(st.cards[st.table.cards[uid].card_id].get("name", "")), named):
        if eff.zone == "bottom":
            st.table.move(uid, "deck", player=st.table.cards[uid].owner, position=None)
        events.append(Event("no_match", f"{name(st, uid)} is not named {named}: it goes on the {eff.zone} of the deck", R("6.2.4"), me))
        return "fail"
    if (eff.condition or {}).get("to") == "inkwell":
        put_in_inkwell(st, uid, exerted=True, rule=R("8.5.6"), events=events)
    else:
        events.append(move_card(st, uid, "hand", R("6.2.4")))
    if eff.amount:
        gained = lore_gain(st, me, eff.amount, events)  # 1.2.2
        st.lore[me] += gained
        events.append(Event("lore", f"P{me + 1} gains {gained} lore", R("7.1"), me))
    return "ok"


@resolves(GAME, "replay_from_discard")
def replay_from_discard(st: LorcanaState, frame: dict, eff: Effect, events: list[Event]) -> str:
    """Play "that song" again from the discard for free; it goes to the bottom of the deck
    instead of the discard. 7.1.9.1: only that very card — if it has left the discard, nothing
    happens (another copy with the same name is not picked up)."""
    me = frame["player"]
    uid = frame["trigger"].get("song")
    card = st.table.cards.get(uid) if isinstance(uid, int) else None
    if card is None or card.zone != "discard" or card.owner != me:
        events.append(Event("lost_track", f"{eff.text}: that card is no longer in the discard, nothing happens", R("7.1.9.1"), me))
        return "fail"
    if prohibited(st, me, "play", st.cards[card.card_id]):
        events.append(Event("nothing", f"{eff.text}: can't be played", R("1.2.2"), me))
        return "fail"
    events.append(Event("reveal", f"P{me + 1} plays {name(st, uid)} from the discard for free", R("4.3.4.10"), me, data={"uid": uid}))
    put_played_card(st, uid, me, events, frame_after=frame)
    if frame["after"]:
        frame["after"][-1]["dest"] = "deck_bottom"  # 7.7.2: instead of into the discard
    frame["it"] = [uid]
    return "ok"


def answer(st: LorcanaState, picks: list[str], events: list[Event]) -> None:
    """Store the answer to the frame's pending question; the frame resumes in ``run_frames``."""
    pending = st.pending.pop(0)
    frame = st.frames[pending.context["frame"]]
    key = frame["tmp"].pop("asking", "answer")
    if pending.kind == "may":
        yes = choices.said_yes(picks)
        frame["tmp"]["may_each" if key == "may_each" else "may"] = yes
        events.append(Event("may", f"P{pending.player + 1} {'accepts' if yes else 'declines'}", R("7.1.3"), pending.player))
        return
    if pending.kind == "player":
        frame["tmp"]["player"] = [int(p) for p in picks]
        return
    if pending.kind == "name":
        frame["tmp"]["named"] = picks[0]
        return
    frame["tmp"][key] = [int(p) for p in picks]
    if pending.kind == "target":
        frame["picked"] = [*frame.get("picked", []), *frame["tmp"][key]]  # for a later "another chosen" (7.1.5)
    if pending.kind == "target" and frame["kind"] == "action":
        for u in frame["tmp"][key]:  # Vanish: an opponent chose this character for an action
            card = st.table.peek(u)
            if card.zone == "play" and card.controller != pending.player and has(st, u, "Vanish"):
                st.waiting.append({"player": card.controller, "source": u, "card_id": card.card_id, "ability": -2, "trigger": {"vanish": True}})
    if pending.kind == "target":
        for u in frame["tmp"][key]:  # "whenever an opponent chooses this character for an action or ability" (1.2.4)
            if st.table.peek(u).zone == "play" and st.table.peek(u).controller != pending.player:
                emit(st, "chosen_by_opponent_self", u, chooser=pending.player)
    if pending.kind == "target" and by_action_or_item(st, frame):
        for u in frame["tmp"][key]:  # "whenever this character is chosen for an action or an item's ability" (engine.lorcana.chosen_for)
            if st.table.peek(u).zone == "play":
                emit(st, CHOSEN_FOR, u, chooser=pending.player)
    if pending.kind == "target" and picks:
        events.extend(picked_events(st.table, [int(p) for p in picks], lambda u: name(st, u), kind="choose",
                                    said=f"P{pending.player + 1} chooses", rule=R("1.2.4"), player=pending.player))


def abilities_list(st: LorcanaState, uid: int) -> tuple[Ability, ...]:
    return abilities(st, uid)


def enter(st: LorcanaState, uid: int, player: int, events: list[Event], exerted: bool = False) -> None:
    enter_play(st, uid, player, R("4.3.4.7"), events, exerted=exerted)
