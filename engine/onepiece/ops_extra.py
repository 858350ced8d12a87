"""More of ONE PIECE's own effect ops, declared like :mod:`engine.onepiece.ops` (the package imports
this module first, so ``ops.OP_OPS`` counts them), each with its resolver:

- ``shuffle_deck``: "then, shuffle your deck" (3-2-4) after a card was taken from it;
- ``opponent_returns_don``: "your opponent returns N DON!! cards from their field to their DON!!
  deck" — the opponent chooses which (active, rested or given, 10-2-10-1), as many as they have
  (1-3-2); their "when a DON!! card on your field is returned" effects trigger;
- ``peek_life``: "look at up to 1 card from the top of your or your opponent's Life cards, and
  place it at the top or bottom of the Life cards" — which Life area (or none, 1-3-5-1), then
  top or bottom; only the looking player sees the card (3-10-2);
- ``pick_from_hand``: cards of a hand chosen by the other player, who can't see them (8-4-4-2):
  "trash 2 cards from your opponent's hand", "your opponent chooses 1 card from your hand; trash
  that card" (``keyword`` "trash", 10-2-14-1), "choose 2 cards from your opponent's hand; your
  opponent reveals those cards" (``keyword`` "reveal", 11-2-1); ``zone`` "opp" / "own": whose hand;
- ``opponent_chooses_one``: "Your opponent chooses one: • A • B" — a "Choose one:" (8-4-4) the
  opponent answers; only that option's effects are carried out (``modes`` of the ability);
- ``life_to_deck_top``: "look at all your Life cards; place 1 at the top of your deck" (the player
  sees them, 3-10-2; then chooses one);
- ``order_life``: "look at all your Life cards and place them back in your Life area in any order"
  — one card at a time, from the top down (a choice per card, like any ordering, 1-3-8);
- ``trash_face_up_life``: "trash all your face-up Life cards" (3-10-2-1);
- ``play_life_top``: "reveal 1 card from the top of your Life cards. If that card is X, you may play
  that card" — revealed in any case (11-2-1); when it is not X or the player declines (8-1-2), a
  following "If you do, …" does not happen.

The resolvers import the game modules when they run: this module is loaded before them.
"""

from __future__ import annotations

from typing import Any

from engine.core.effects import register_op

from .rules import GAME, R

_EVERY_OP = ("condition", "optional", "text")


def _op(name: str, fields: tuple[str, ...], describe: str):
    """Register an op of this module; the decorated function is its resolver."""
    def deco(resolver: Any) -> Any:
        register_op(GAME, name, fields=(*fields, *_EVERY_OP), describe=describe, resolver=resolver)
        return resolver
    return deco


@_op("shuffle_deck", (), "shuffle your deck")
def shuffle_deck(st: Any, frame: Any, eff: Any, picks: list[int] | None, events: list) -> bool:
    from engine.core import effects

    events.append(effects.shuffle(st.table, st.rng, frame.controller, "deck", R("3-2-4")))
    return True


@_op("opponent_returns_don", ("amount",), "your opponent returns {amount} DON!! card(s) from their field to their DON!! deck")
def opponent_returns_don(st: Any, frame: Any, eff: Any, picks: list[int] | None, events: list) -> bool:
    from engine.core import Event, Option, choices

    from . import board, resolve
    from .only_answer import forced

    opp = board.opponent(frame.controller)
    groups = board.don_groups(st, opp)
    pool = [(uid, label) for _gid, label, uids in groups for uid in uids]
    n = min(eff.amount, len(pool))
    if n == 0:
        return True
    if picks is None:
        prompt = f"Choose {n} DON!! card(s) of your field to return to your DON!! deck"
        every = [uid for uid, _label in pool]
        if len(groups) > 1 and not forced(st, opp, "target", every, n, f"{prompt}: all of them", R("10-2-10-1"), events,
                                          private=False):
            # DON!! of one group are alike: no choice to make (8-3-1-6); every one demanded: the one answer
            opts = [Option(str(uid), label) for uid, label in pool]
            st.pending.insert(0, choices.choose_n(opp, "target", prompt, opts, n=n, rule=R("10-2-10-1")))
            return False
        picks = [uid for uid, _label in pool[:n]]
    for uid in picks:
        board.return_one_don(st, uid)
    events.append(Event("don", f"P{opp + 1} returns {len(picks)} DON!! card(s) to their DON!! deck", R("10-2-10-1"), opp))
    resolve.don_returned(st, opp, len(picks), events)
    return True


@_op("peek_life", (), "look at up to 1 card from the top of your or your opponent's Life cards and place it at the top or bottom")
def peek_life(st: Any, frame: Any, eff: Any, picks: list[int] | None, events: list) -> bool:
    from engine.core import Event, Option, Pending, choices

    from . import board
    from .stack import took_only

    t, p = st.table, frame.controller
    if frame.end:  # the end was chosen (a life_end answer): place the card there
        end, frame.end = frame.end, ""
        uid = frame.chosen[0]
        owner = t.cards[uid].owner
        if end == "bottom":
            face_up = t.cards[uid].flags.get("face_up")
            t.move(uid, "life", player=owner)
            if face_up:  # it stays in the Life area: still face up (3-10-2-1)
                t.cards[uid].flags["face_up"] = face_up
        events.append(Event("life", f"P{p + 1} places the looked-at card at the {end} of P{owner + 1}'s Life cards", R("3-10-2"), p))
        return True
    if picks is None:
        tops = [(q, t.zone(q, "life")[0]) for q in (p, board.opponent(p)) if t.zone(q, "life")]
        if not tops:  # no Life card anywhere: looking at none is the only answer (1-3-2)
            took_only(st, p, "target", [], f"{board.name(st, frame.src)}: look at no Life card", "neither player has a Life card",
                      R("1-3-2"), events)
            return True
        opts = [Option(str(uid), "The top card of your Life cards" if q == p else "The top card of your opponent's Life cards")
                for q, uid in tops]
        st.pending.insert(0, choices.choose_n(p, "target", "Look at up to 1 card from the top of your or your opponent's Life cards",
                                              opts, n=1, up_to=True, rule=R("1-3-5-1")))
        return False
    if not picks:
        events.append(Event("effect", f"P{p + 1} looks at no Life card", R("1-3-5-1"), p))
        return True
    uid = picks[0]
    frame.chosen = [uid]
    card = t.cards[uid]
    card.known_to = sorted({*card.known_to, p})
    events.append(Event("look_private", f"You look at {t.card_name(uid)}", R("3-10-2"), p, [p], {"uids": [uid]}))
    events.append(Event("effect", f"P{p + 1} looks at the top card of P{card.owner + 1}'s Life cards", R("3-10-2"), p))
    if len(t.zone(card.owner, "life")) <= 1:
        return True  # top and bottom are the same place
    st.pending.insert(0, Pending(p, "life_end", "Place it at the top or the bottom of the Life cards?",
                                 [Option("top", "Top of the Life cards"), Option("bottom", "Bottom of the Life cards")],
                                 rule=R("3-10-2"), context={"stage": "face_up"}))
    return False


@_op("pick_from_hand", ("amount", "zone", "keyword"),
     "{keyword} {amount} card(s) of a hand (zone opp: your opponent's, chosen by you; own: yours, chosen by your opponent)")
def pick_from_hand(st: Any, frame: Any, eff: Any, picks: list[int] | None, events: list) -> bool:
    from engine.core import Event, Option, choices, effects

    from . import board
    from .only_answer import forced

    t, p = st.table, frame.controller
    owner = board.opponent(p) if eff.zone == "opp" else p
    picker = board.opponent(owner)
    hand = list(t.zone(owner, "hand"))
    n = min(eff.amount, len(hand))
    if n == 0:
        return True
    if picks is None:
        # 8-4-4-2: the picker does not see the cards: they are told apart by their place in the hand
        opts = [Option(str(uid), f"Card {i + 1} of P{owner + 1}'s hand (face down)") for i, uid in enumerate(hand)]
        prompt = f"Choose {n} card(s) from P{owner + 1}'s hand ({eff.keyword})"
        if not forced(st, picker, "target", hand, n, f"{prompt}: all of them", R("8-4-4-2"), events):
            st.pending.insert(0, choices.choose_n(picker, "target", prompt, opts, n=n, rule=R("8-4-4-2")))
            return False
        picks = hand  # every card is demanded: the one answer, taken and logged
    if eff.keyword == "reveal":
        events.append(effects.reveal(t, list(picks), R("11-2-1"), owner))
        frame.looked = [*frame.looked, *picks]  # "If the revealed card is …" (condition revealed)
        return True
    for uid in picks:
        events.append(board.move_card(st, uid, "trash", R("10-2-14-1"), position=0))
    events.append(Event("effect", f"P{picker + 1} chose {len(picks)} card(s) of P{owner + 1}'s hand to trash", R("8-4-4-2"), picker))
    return True


@_op("opponent_chooses_one", ("amount",), "your opponent chooses one of {amount} options")
def opponent_chooses_one(st: Any, frame: Any, eff: Any, picks: list[int] | None, events: list) -> bool:
    from engine.core import Event, Option, choices

    from . import board
    from .stack import ability_of

    opp = board.opponent(frame.controller)
    texts = ability_of(st, frame).mode_texts
    if picks is None:
        opts = [Option(str(i + 1), text[:90]) for i, text in enumerate(texts)]
        st.pending.insert(0, choices.choose_n(opp, "target", f"{board.name(st, frame.src)}: your opponent's effect — choose one",
                                              opts, n=1, rule=R("8-4-4")))
        return False
    frame.mode = picks[0]
    events.append(Event("mode", f"P{opp + 1} chooses: {texts[frame.mode - 1]}", R("8-4-4"), opp))
    return True


def _look_at_life(st: Any, p: int, events: list) -> list[int]:
    """The player looks at all of their Life cards (3-10-2: they stay hidden from the opponent)."""
    from engine.core import Event

    life = list(st.table.zone(p, "life"))
    for uid in life:
        card = st.table.cards[uid]
        card.known_to = sorted({*card.known_to, p})
    if life:
        seen = ", ".join(st.table.card_name(u) for u in life)
        events.append(Event("look_private", f"You look at your Life cards: {seen}", R("3-10-2"), p, [p], {"uids": life}))
    return life


@_op("life_to_deck_top", (), "look at all your Life cards and place 1 of them at the top of your deck")
def life_to_deck_top(st: Any, frame: Any, eff: Any, picks: list[int] | None, events: list) -> bool:
    from engine.core import Event, Option, choices

    from .only_answer import forced

    t, p = st.table, frame.controller
    if picks is None:
        life = _look_at_life(st, p, events)
        if not life:
            return True
        opts = [Option(str(u), f"{t.card_name(u)} (Life card {i + 1} from the top)") for i, u in enumerate(life)]
        prompt = "Place 1 of your Life cards at the top of your deck"
        if not forced(st, p, "target", life, 1, f"{prompt}: {opts[0].label}", R("3-10-2"), events):
            st.pending.insert(0, choices.choose_n(p, "target", prompt, opts, n=1, rule=R("3-10-2")))
            return False
        picks = life  # one Life card: the one answer, taken and logged
    for uid in picks:
        t.move(uid, "deck", player=p, position=0)
    events.append(Event("life", f"P{p + 1} places 1 Life card at the top of their deck", R("3-10-2"), p))
    return True


@_op("order_life", (), "look at all your Life cards and place them back in your Life area in any order")
def order_life(st: Any, frame: Any, eff: Any, picks: list[int] | None, events: list) -> bool:
    from engine.core import Event, Option, choices

    t, p = st.table, frame.controller
    if picks is None:
        frame.looked = _look_at_life(st, p, events)
    else:
        uid = picks[0]
        placed = len(t.zone(p, "life")) - len(frame.looked)
        face_up = t.cards[uid].flags.get("face_up")
        t.move(uid, "life", player=p, position=placed)  # the next card from the top (1-3-8)
        if face_up:  # it stays in the Life area: still face up (3-10-2-1)
            t.cards[uid].flags["face_up"] = face_up
        frame.looked = [u for u in frame.looked if u != uid]
    if len(frame.looked) <= 1:  # the last card goes under the others
        frame.looked = []
        events.append(Event("life", f"P{p + 1} places their Life cards back in the order they chose", R("1-3-8"), p))
        return True
    placed = len(t.zone(p, "life")) - len(frame.looked)
    opts = [Option(str(u), t.card_name(u)) for u in frame.looked]
    st.pending.insert(0, choices.choose_n(p, "target", f"Your Life cards: which goes at position {placed + 1} from the top?", opts,
                                          n=1, rule=R("1-3-8")))
    return False


@_op("trash_face_up_life", (), "trash all of your face-up Life cards")
def trash_face_up_life(st: Any, frame: Any, eff: Any, picks: list[int] | None, events: list) -> bool:
    from . import board

    p = frame.controller
    for uid in [u for u in st.table.zone(p, "life") if st.table.cards[u].flags.get("face_up")]:
        events.append(board.move_card(st, uid, "trash", R("3-10-2-1"), position=0))
    return True


@_op("play_life_top", ("target", "keyword"), "reveal the top card of your Life cards; if it is {target}, you may play it")
def play_life_top(st: Any, frame: Any, eff: Any, picks: list[int] | None, events: list) -> bool:
    from engine.core import effects
    from engine.core.effects import Effect

    from . import board, resolve
    from .stack import may

    t, p = st.table, frame.controller
    life = t.zone(p, "life")
    if not life:
        frame.declined = True
        return True
    top = life[0]
    if frame.chosen != [top]:  # first pass: reveal it, then ask (a "may" answer comes back here)
        frame.chosen = [top]
        events.append(effects.reveal(t, [top], R("11-2-1"), p))
        flt = {k: v for k, v in (eff.target.filter if eff.target else {}).items() if k != "zone"}
        if not board.matches(st, top, flt, p, frame.src, printed=True):
            frame.declined = True  # it is not that card: "If you do, …" does not follow
            return True
        st.pending.insert(0, may(p, f"{board.name(st, frame.src)}: play {board.name(st, top)}?", R("8-1-2")))
        return False
    frame.declined = False
    resolve.apply_to(st, frame, Effect("play_free", keyword=eff.keyword), top, events)
    return True
