"""Effects another player may stop: "… deals 5 shadow damage to target opposing hero unless its
controller chooses and destroys an ally he controls" (EN 709.3, as "unless you pay": the rest of
the effect happens only if the alternative was not done).

Compiled shape (``cards.templates_unless``): ``Effect("unless", N, <the chosen target>,
stat="pay" | "discard" | "destroy_ally")`` first, then the printed effect on ``Target("ref")``
(the same card, remembered by ``engine.wow.refs``) with ``condition={"if_not_done": True}``.
On resolution the target's controller chooses: do the alternative (pay N: exhaust N of his
resources, 412.2; discard a card of his choice, 415.9d; destroy an ally he controls, 415.9c) or
let the effect happen. He can't choose what he can't do (no card, no ally that can be destroyed,
fewer than N ready resources): then the effect happens without a question.

Without a target the chooser is the link controller's opponent, and ``stat="let_draw"`` is a
choice between two outcomes ("An opponent chooses one: You draw a card; or your hero deals 3
shadow damage to his hero": letting the controller draw ``amount`` cards stops the damage)."""

from __future__ import annotations

from engine.core import Event, Option, Pending
from engine.core.effects import resolves

from . import continuations, grave_route
from . import keywords as kw
from .leaving_play import destroy
from .ops import GAME, OpCall
from .rules import EN, R
from .state import WowState

KIND = "unless"
DECLINE = "decline"
WHAT = {"pay": "pay {n}", "discard": "discard a card", "destroy_ally": "destroy an ally you control", "let_draw": "let your opponent draw {n}",
        "face_down": "turn your hero or one of your resources face down"}


def _ready(st: WowState, player: int) -> list[int]:
    """Ready resources, face-down ones first (412.2), then cards that pay as resources (engine.wow.resource_payers)."""
    from .resource_payers import payers

    return payers(st, player)


def choices(st: WowState, player: int, what: str, n: int) -> list[Option]:
    """What ``player`` can do to stop the effect (empty: nothing)."""
    if what == "pay":
        return [Option("pay", f"Pay {n}")] if len(_ready(st, player)) >= n else []
    if what == "discard":
        from .discard_ban import cant_discard

        if cant_discard(st, player):
            return []  # 103.2: he can't discard, so he can't stop it this way
        return [Option(str(u), f"Discard {kw.name(st, u)}") for u in st.table.zone(player, "hand")]
    if what == "let_draw":  # "An opponent chooses one: You draw a card; or …": always possible
        return [Option("let_draw", f"P{1 - player + 1} draws {n}")]
    if what == "destroy_ally":
        return [Option(str(u), f"Destroy {kw.name(st, u)}") for u in st.table.zone(player, "allies")
                if kw.is_ally(st, u) and not kw.cant_be_destroyed(st, u)]
    if what == "face_down":  # "… unless target opponent turns his hero or one of his resources face down" (helper w30quest)
        hero = st.heroes[player]
        out = [Option(str(hero), f"Turn {kw.name(st, hero)} face down")] if hero in st.table.cards and not st.table.cards[hero].flags.get("flipped") else []
        return out + [Option(str(u), f"Turn {kw.name(st, u)} face down") for u in st.table.zone(player, "resources") if not st.table.cards[u].face_down]
    raise ValueError(f"unless: unknown alternative {what!r} (pay, discard, destroy_ally, let_draw, face_down)")


@resolves(GAME, "unless")
def _unless(call: OpCall) -> list[Event]:
    """Ask the target's controller; the rest of the link waits for the answer."""
    st, eff = call.st, call.eff
    call.link.data["done"] = False  # until the alternative is done
    if eff.target is not None and not call.uids:
        return []
    chooser = st.table.cards[call.uids[0]].controller if eff.target is not None else 1 - call.player  # no target: "an opponent"
    options = choices(st, chooser, eff.stat, call.amount)
    if not options:
        return [Event("unless", f"P{chooser + 1} can't {WHAT[eff.stat].format(n=call.amount)}", EN("709.3"), chooser)]
    continuations.pause_for(call, "unless", {"what": eff.stat, "n": call.amount})
    text = eff.text or "the effect"
    prompt = f"{kw.name(st, call.link.uid)}: {WHAT[eff.stat].format(n=call.amount)} to stop it? ({text})"
    st.pending.append(Pending(chooser, KIND, prompt, [*options, Option(DECLINE, "Don't")], 1, 1, EN("709.3")))
    return []


def answer(st: WowState, pending: Pending, picks: list[str]) -> list[Event]:
    """Do the chosen alternative (or nothing), then carry on the link."""
    from . import may_skip_draw

    p, w = pending.player, st.waiting
    spec = w.pop("unless")
    events: list[Event] = []
    drawn: list[list[int]] = []
    pick = picks[0]
    if pick != DECLINE:
        if spec["what"] == "pay":
            for u in _ready(st, p)[: spec["n"]]:
                st.table.cards[u].tapped = True
            events.append(Event("pay", f"P{p + 1} pays {spec['n']} to stop it", R("412.2"), p))
        elif spec["what"] == "discard":
            name = kw.name(st, int(pick))
            ev = grave_route.move(st, int(pick), R("415.9d"))
            ev.kind, ev.text = "discard", f"P{p + 1} discards {name} to stop it"
            events.append(ev)
        elif spec["what"] == "face_down":  # a hero turns face down (301.2), a face-up resource too (412.1b)
            from .faces import flip
            from .resources import turn_down

            events += flip(st, p, int(pick)) if int(pick) == st.heroes[p] else turn_down(st, [int(pick)])
        elif spec["what"] == "let_draw":
            drawn = [[1 - p, spec["n"]]]  # drawn below, before the link goes on ("you may skip drawing it instead" may ask, EN 716)
        else:
            events += destroy(st, int(pick), R("415.9c"))
        w["link"]["data"]["done"] = True
    else:
        events.append(Event("unless", f"P{p + 1} lets it happen", EN("709.3"), p))
    st.waiting = {}
    return events + may_skip_draw.tail_draw(st, drawn, EN("709.1"), w)
