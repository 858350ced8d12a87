"""Cards a player picks among his own because an effect tells him to (EN 709.1): "Target player
destroys an ally in his party", "Each player destroys one of his resources", "Each player puts an
ally from his party into its owner's hand". Not targets (EN 706): the player picks on resolution,
one player after another in turn order (802).

Compiled shape (``cards.templates_forced``): ``Effect("player_picks", N, who, stat="destroy" |
"hand" | "ready", condition={"filter": {...}})`` — ``who`` is ``Target("opponent")`` (each opponent),
``Target("each_player")``, a chosen player (``Target("chosen", {"player": True})``) or the link's
controller (``Target("player")``; ``stat="choose"``: the pick is only remembered, ``engine.wow.refs``,
for "X is 1 plus the ATK of one of your Melee weapons", ``condition["plus_ref"]``); the filter
is a ``targets.matches`` filter (``types`` may be ["resource"]). A player with fewer matching
cards picks them all; with none, nothing happens for him. ``condition["up_to"]``: "ready up to N …"
(any number from none to N, EN 709.1); ``condition["may"]``: "he may ready that many …" (all of
them or none, EN 709.3; ``up_to_picks``)."""

from __future__ import annotations

from engine.core import Event, Option, Pending
from engine.core.choices import said_yes, yes_no
from engine.core.effects import resolves

from . import continuations, exhaust_tax, invincible, opposing_exhaust, refs, up_to_picks
from . import keywords as kw
from .leaving_play import destroy, leave_play
from .ops import GAME, OpCall
from .rules import EN, R
from .state import Link, WowState

KIND = "player_picks"


def _candidates(st: WowState, player: int, flt: dict, source: int = -1) -> list[int]:
    from .targets import cards_matching

    return cards_matching(st, player, {**flt, "side": "friendly"}, source)  # source: "another ally you control" (exclude_self)


@resolves(GAME, "player_picks")
def _player_picks(call: OpCall) -> list[Event]:
    st, eff, p = call.st, call.eff, call.player
    if call.amount <= 0:  # "that many" / "for each damage dealt this way" counted 0: nothing to pick (helper wshot)
        call.link.data["done"] = False
        return []
    kind = eff.target.kind if eff.target is not None else "opponent"
    if kind == "chosen":
        queue = sorted({st.table.cards[u].controller for u in call.uids})
    elif kind == "player":  # "one of your Melee weapons": the link's controller picks
        queue = [p]
    elif kind == "ref":  # "Its controller destroys one of his resources …": the remembered card's controller (helper wshot)
        queue = refs.controllers(call.link)
    elif kind == "turn_player":  # "At the end of each player's turn, that player destroys …": the turn player
        queue = [st.active]
    else:
        order = [(st.active + i) % st.num_players for i in range(st.num_players)]  # 802: in turn order
        queue = [q for q in order if kind == "each_player" or q != p]
    call.link.data["done"] = False  # "If he does": only once a card was picked (answer)
    continuations.pause_for(call, "picks", {"queue": queue, "n": call.amount, "what": eff.stat, "filter": (eff.condition or {}).get("filter", {}),
                                            "text": eff.text, "source": call.link.uid,
                                            **up_to_picks.flags(eff.condition)})
    return _next(st)


def _next(st: WowState) -> list[Event]:
    w = st.waiting["picks"]
    while w["queue"]:
        q = w["queue"][0]
        options = _candidates(st, q, w["filter"], w.get("source", -1))
        if w["what"] == "destroy":
            options = [u for u in options if not kw.cant_be_destroyed(st, u)]
        elif w["what"] == "exhaust":  # one that can't be exhausted isn't one he can exhaust (103.2; "Exhaust any number of ready …", helper w8a)
            from .restrictions import can_exhaust

            acting = int(st.waiting["link"]["controller"])  # his own taxed card, payable: his effect may exhaust it (exhaust_tax)
            options = [u for u in options if can_exhaust(st, u) or (q == acting and exhaust_tax.own_taxed(st, u, q))]
        elif w["what"] == "hand":  # one that can't leave play can't be put into a hand (103.2: Invincible, Will of the Forsaken)
            options = [u for u in options if not invincible.cant_leave_play(st, u)]
        if options:
            n = min(w["n"], len(options))
            verb = {"destroy": "destroy", "hand": "return to its owner's hand", "choose": "use", "ready": "ready", "exhaust": "exhaust",
                    "face_down": "turn face down"}[w["what"]]
            if up_to_picks.asks_first(w, n) and w.get("agreed") != q:  # "he may … that many": yes or no first (EN 709.3)
                st.pending.append(yes_no(q, KIND, f"{w['text'] or 'Effect'}: {verb} {n} of them?", rule=EN("709.3"), context={"may": True}))
                return []
            st.pending.append(Pending(q, KIND, f"{w['text'] or 'Effect'}: choose {up_to_picks.words(w, n)} to {verb}",
                                      [Option(str(u), kw.name(st, u) if not st.table.peek(u).face_down else f"Face-down resource {u}") for u in options],
                                      up_to_picks.least(w, n), n, up_to_picks.rule(w)))
            return []
        w["queue"].pop(0)
    resume = dict(st.waiting)
    resume.pop("picks")
    st.waiting = {}
    return continuations.resume_link(st, resume)


def answer(st: WowState, pending: Pending, picks: list[str]) -> list[Event]:
    """The picking player's cards: destroyed or returned; then the next player, then the link goes on."""
    w = st.waiting["picks"]
    if pending.context.get("may"):  # "he may …": yes, then he picks all of them; no, nothing for him (EN 709.3)
        if said_yes(picks):
            w["agreed"] = pending.player
            return _next(st)
        w["queue"].pop(0)
        return [Event("may", f"P{pending.player + 1} does not: {w['text'] or 'Effect'}", EN("709.3"), pending.player), *_next(st)]
    up_to_picks.check(w, pending, picks)
    q = w["queue"].pop(0)
    w.pop("agreed", None)
    events: list[Event] = []
    uids = [int(x) for x in picks]
    if uids:  # "If he does, … that ally's cost" (EN 709.3; engine.wow.refs: last known information)
        seen = Link("power", q, uids[0])
        refs.remember(st, seen, uids)
        for row in seen.data["ref"]:
            if kw.ctype(st, row["uid"]) == "weapon":
                row["atk"] = kw.equipment_atk(st, row["uid"])  # a weapon's ATK (303.2a)
            elif kw.ctype(st, row["uid"]) == "armor":
                row["def"] = kw.defense(st, row["uid"])  # "X is the DEF of a Shield you control" (304.2; helper wprev)
        st.waiting["link"]["data"].update(done=True, ref=seen.data["ref"])
    if w["what"] == "choose":
        return events + _next(st)  # only picked: what follows reads it ("plus the ATK of one of your weapons")
    for uid in uids:
        if w["what"] == "ready":  # "Ready a hero or ally in your party" (411.1; "can't ready" wins, 103.2)
            from engine.core import effects

            from .restrictions import can_ready

            if st.table.cards[uid].tapped and can_ready(st, uid):
                events.append(effects.set_tapped(st.table, uid, False, R("411.1"), "ready"))
            continue
        if w["what"] == "exhaust" and _taxed_pick(st, uid, q):
            w.setdefault("taxed", []).append(uid)  # asked once the others are exhausted (:func:`_ask_tax`)
            continue
        if w["what"] in ("exhaust", "face_down"):  # "he exhausts one of his resources" (411.1), "turns one of his
            with opposing_exhaust.acting(st, int(st.waiting["link"]["controller"])):  # the link's controller acts (Nerves of Steel)
                events += _exhaust_or_turn(st, uid, w["what"])  # face-up resources face down" (412.1b)
            continue
        if w["what"] == "destroy":
            events += destroy(st, uid, R("415.9c"))
        elif uid not in st.heroes:
            name = kw.name(st, uid)
            moved = leave_play(st, uid, "hand", EN("709.1"))
            moved[0].text = f"P{q + 1} returns {name} to its owner's hand"
            events += moved
    return events + _ask_tax(st)


def _taxed_pick(st: WowState, uid: int, q: int) -> bool:
    """A picked card that can't exhaust unless ``q`` pays its tax, ``q`` being the link's controller (his own effect)."""
    from .restrictions import can_exhaust

    return not can_exhaust(st, uid) and q == int(st.waiting["link"]["controller"]) and exhaust_tax.own_taxed(st, uid, q)


def _ask_tax(st: WowState) -> list[Event]:
    w = st.waiting["picks"]
    while w.get("taxed"):
        uid = w["taxed"][0]
        if uid in st.table.cards and kw.in_play(st, uid) and not st.table.peek(uid).tapped and exhaust_tax.own_taxed(st, uid, st.table.peek(uid).controller):
            return exhaust_tax.ask_for(st, uid, "picks")  # 103.2, 403.1: before the next player picks
        _unpick(st, w["taxed"].pop(0))
    w.pop("taxed", None)
    return _next(st)


def _unpick(st: WowState, uid: int) -> None:
    """A picked card that wasn't exhausted after all: not one of "those characters" / "if he does" (EN 709.3)."""
    data = st.waiting["link"]["data"]
    data["ref"] = [row for row in data.get("ref") or [] if row.get("uid") != uid]
    data["done"] = bool(data["ref"])


def _after_tax(st: WowState, uid: int, paid: bool) -> list[Event]:
    """His answer about a taxed card he picked (``exhaust_tax``): exhausted if paid; then the next one, then the next player."""
    st.waiting["picks"]["taxed"].remove(uid)
    if not paid:
        _unpick(st, uid)
    return _ask_tax(st)


exhaust_tax.AFTER["picks"] = _after_tax


def _exhaust_or_turn(st: WowState, uid: int, what: str) -> list[Event]:
    """The picked card exhausted (411.1; "can't exhaust" wins, 103.2) or, a face-up resource, turned
    face down (412.1b; ``resources.turn_face_down``)."""
    from engine.core import effects

    from .resources import turn_down

    card = st.table.cards[uid]
    if what == "exhaust":
        from .restrictions import can_exhaust

        return [effects.set_tapped(st.table, uid, True, R("411.1"), "exhaust")] if not card.tapped and can_exhaust(st, uid) else []
    return turn_down(st, [uid])
