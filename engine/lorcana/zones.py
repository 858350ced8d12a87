"""Moving cards between zones with Lorcana's bookkeeping (chapter 8, 5.1.5-5.1.7, 8.1.5)."""

from __future__ import annotations

from itertools import repeat

from engine.core import Event, RuleRef, effects
from engine.core.cardmap import owned_get

from .banish_instead import instead_of_banish
from .characteristics import _NO_BASE, _static_index, ctype, has, in_play, name, stat
from .damage_immunity import cant_be_dealt_damage
from .discard_returns import returned_from_discard
from .inkwell_enters_exerted import inkwell_enters_exerted
from .match_abilities import _LAST as _MATCH_LAST
from .match_abilities import match_abilities
from .prohibitions import prohibited
from .rules import R
from .state import HIDDEN_ZONES, LorcanaState
from .triggers import emit, quiet
from .turn_records import record_banished, record_drew, record_inked, record_left_discard, record_to_discard
from .while_source import end_while_source

_dict_get = dict.get


def exert_event(st: LorcanaState, uid: int, tapped: bool, rule: RuleRef | None, word: str = "exerted") -> Event:
    """Exert or ready a card (5.1.1-5.1.2); the log names the card by its full name (``word``, the
    core's ``effects.set_tapped`` wording, is not used: its line is replaced). A card in play that was
    ready "becomes exerted" (the event ``exerted_self``; entering play exerted is not it)."""
    card = st.table.cards[uid]
    was, card.tapped = card.tapped, tapped  # effects.set_tapped's write and event, with this log line
    ev = Event("tap" if tapped else "untap", f"{name(st, uid)} is {'exerted' if tapped else 'readied'}", rule, card.controller, data={"uid": uid})
    if tapped and not was and card.zone == "play":
        emit(st, "exerted_self", uid)
    return ev


def forget(st: LorcanaState, uid: int) -> None:
    """8.1.5 / 9.4.1: a card leaving play loses its damage, state and applied effects; it is a
    new object. Characters at a location that leaves play are no longer at it (P7 choice)."""
    card = st.table.cards[uid]
    card.damage = 0
    card.tapped = False
    card.flags = {}
    card.attached_to = None
    if st.modifiers:
        st.modifiers = effects.forget_card(st.modifiers, uid)
    if "prevent_next_damage" in map(_dict_get, st.floating, repeat("kind")):  # (told without a Python loop when none)
        st.floating = [f for f in st.floating if not (f.get("kind") == "prevent_next_damage" and f.get("uid") == uid)]
    end_while_source(st, uid)  # "… while this item is in play" ends (engine.lorcana.while_source)
    if ctype(st, uid) == "location":  # a character is only ever at a location (4.3.7: ``flags["at"]`` is a location's uid)
        for other in [st.table.cards[o.uid] for o in st.table.peek_cards() if o.flags.get("at") == uid]:
            del other.flags["at"]


def leaving_discard(st: LorcanaState, uid: int) -> None:
    """Call before a card moves: if it leaves its owner's discard, that is recorded ("if a card
    left a player's discard this turn") and triggers "whenever a card leaves your discard"."""
    card = st.table.cards[uid]
    if card.zone == "discard":
        record_left_discard(st, card.owner)
        emit(st, "left_discard", uid)


def move_card(st: LorcanaState, uid: int, zone: str, rule: RuleRef | None, *, position: int | None = None, public: bool = True) -> Event:
    """Move one card to its owner's ``zone``. Entering a hidden zone forgets who saw it."""
    card = st.table.cards[uid]
    src = card.zone
    if zone != "discard":
        leaving_discard(st, uid)
    was_seen = st.table.visible_to(card, None)  # a face-down card under a character (Boost) is not (8.1.3)
    st.table.move(uid, zone, player=card.owner, position=position)
    if zone == "discard" and src != "discard":
        record_to_discard(st, card.owner, src)  # "if N or more cards were put into your discard this turn"
    if zone == "inkwell" and src != "inkwell":
        record_inked(st, card.owner)  # "if you didn't put any cards into your inkwell this turn"
    if zone == "hand" and src == "discard":
        returned_from_discard(st, uid)  # "whenever you return a … card from your discard to your hand"
    if zone in HIDDEN_ZONES:
        card.known_to.clear()
    card.face_down = zone == "inkwell"
    if src == "hand" and zone == "discard":  # a discard (8.3.4): "when you discard this card", "whenever you discard a character card"
        emit(st, "discarded_self", uid)
    if src == "deck" and zone == "discard":  # "when this card is put into your discard from your deck" (engine.lorcana.triggers)
        emit(st, "milled_self", uid)
    shown = public and (was_seen or st.table.visible_to(card, None))
    label = name(st, uid) if shown else "a card"
    return Event("move", f"{label}: {src} → {zone}", rule, card.owner, data={"uid": uid, "card_id": card.card_id} if shown else {})


def leave_play(st: LorcanaState, uid: int, zone: str, rule: RuleRef | None, events: list[Event], *, position: int | None = None) -> None:
    """A card leaves play; the cards under it go to the same zone (5.1.7, 10.8.6). "When this
    character leaves play" triggers look back at it in play (8.4.4, 7.4.2)."""
    if st.table.cards[uid].zone == "play":
        emit(st, "leaves_play_self", uid, to=zone)
    peek, zones = st.table.peek, st.table.zones  # reading only
    under = [u for u in zones[peek(uid).controller]["under"] if peek(u).attached_to == uid]
    for p in range(len(st.players)):  # (st.num_players)
        under += [u for u in zones[p]["under"] if peek(u).attached_to == uid and u not in under]
    forget(st, uid)
    events.append(move_card(st, uid, zone, rule, position=position))
    for u in under:
        forget(st, u)
        events.append(move_card(st, u, zone, R("5.1.7"), position=position))


def banish(st: LorcanaState, uids: list[int], rule: RuleRef, events: list[Event]) -> None:
    """Banish cards together (1.9.5): every leave-play trigger looks back first (8.4.4)."""
    peek = st.table.peek  # reading only
    uids = [u for u in uids if peek(u).zone == "play"]
    uids = instead_of_banish(st, uids, events, leave_play)  # "if this character would be banished, … instead" (7.7.2)
    ch = st.challenge or {}
    for uid in uids:
        in_challenge = uid in (ch.get("attacker"), ch.get("defender")) and bool(ch)
        info = {"challenger": ch.get("attacker"), "defender": ch.get("defender")} if ch else {}
        info["under"] = sum(1 for p in range(len(st.players)) for u in st.table.zones[p]["under"]
                            if peek(u).attached_to == uid)  # "each card that was under him" (8.4.4 look-back)
        info["under_uids"] = [u for p in range(len(st.players)) for u in st.table.zones[p]["under"]
                              if peek(u).attached_to == uid]  # "all cards that were under him" (engine.lorcana.under_moves)
        info["banished_strength"] = stat(st, uid, "strength")  # "the {S} he had in play" (8.4.4 look-back; engine.lorcana.banish_weaker)
        info["exerted_here"] = exerted_here(st, uid)  # "if there was an exerted character here" (a location, 8.4.4 look-back)
        emit(st, "banished_self", uid, **info)
        if in_challenge:
            emit(st, "banished_in_challenge_self", uid, **info)
            if uid == ch.get("defender"):
                emit(st, "banished_challenged_self", uid, **info)
            other = ch.get("attacker") if uid == ch.get("defender") else ch.get("defender")
            if other is not None and st.table.cards[other].zone == "play":
                emit(st, "banishes_in_challenge_self", other, banished=uid)
        emit(st, "banished_yours_other", uid, in_challenge=in_challenge, under=info["under"])
        record_banished(st, uid, ctype(st, uid), in_challenge)  # "if a character was banished this turn"
    for uid in uids:
        events.append(Event("banish", f"{name(st, uid)} is banished", rule, st.table.cards[uid].controller, data={"uid": uid}))
        leave_play(st, uid, "discard", rule, events)


def exerted_here(st: LorcanaState, uid: int) -> bool:
    """Whether an exerted character in play is at ``uid``. Only a location has characters at it
    (4.3.7: ``flags["at"]`` is a location's uid), so for any other card the answer is no without
    looking. tests/lorcana/test_turn_start_shortcuts.py compares."""
    if ctype(st, uid) != "location":
        return False
    peek = st.table.peek  # reading only
    return any(peek(u).flags.get("at") == uid and peek(u).tapped for u in in_play(st))


def enter_play(st: LorcanaState, uid: int, player: int, rule: RuleRef, events: list[Event], *, exerted: bool = False) -> None:
    """Characters, items and locations enter play ready unless replaced (5.1.1, 7.7.4);
    characters enter drying (4.2.2.1)."""
    card = st.table.cards[uid]
    leaving_discard(st, uid)  # played from the discard
    st.table.move(uid, "play", player=player)
    card.known_to.clear()
    card.face_down = False
    card.tapped = exerted
    card.damage = 0
    card.entered_turn = st.turn
    card.flags = {"drying": True} if ctype(st, uid) == "character" else {}
    events.append(Event("enter", f"{name(st, uid)} enters play{' exerted' if exerted else ''}", rule, player, data={"uid": uid}))


def put_in_inkwell(st: LorcanaState, uid: int, *, exerted: bool, rule: RuleRef, events: list[Event]) -> None:
    """8.5.2: cards enter the inkwell face down (and ready unless an effect says exerted)."""
    card = st.table.cards[uid]
    if card.zone == "play":
        forget(st, uid)
    events.append(move_card(st, uid, "inkwell", rule, public=False))
    card.tapped = exerted or inkwell_enters_exerted(st, card.owner)  # 7.7.4 (Daisy Duck - Paranormal Investigator)
    emit(st, "inked_yours", uid)  # "whenever you put a card into your inkwell" (4.3.3.3)


def draw(st: LorcanaState, player: int, n: int, rule: RuleRef, events: list[Event]) -> int:
    """4.2.3.1: the top card of your own deck into your hand. Trying to draw from an empty deck
    is remembered for the next state check (1.9.1.2)."""
    if n > 0 and prohibited(st, player, "draw"):  # 1.2.2: "can't draw" beats the rule or effect
        events.append(Event("no_draw", f"P{player + 1} can't draw", R("1.2.2"), player))
        return 0
    drawn, evs = effects.draw(st.table, player, n, rule)
    events.extend(evs)
    silent = bool(drawn) and quiet(st, "drew")  # nothing can trigger (a question about the card data: asked once)
    for uid in drawn:  # "whenever you draw a card" (engine.lorcana.triggers); ``nth``: the card's number this turn
        if silent:  # recorded, not counted
            record_drew(st, player, count=False)
        else:
            emit(st, "drew", uid, nth=record_drew(st, player))
    if len(drawn) < n:
        st.drew_empty[player] = True
        events.append(Event("draw_empty", f"P{player + 1} tries to draw from an empty deck", R("1.9.1.2"), player))
    return len(drawn)


def deal_damage(st: LorcanaState, uid: int, amount: int, rule: RuleRef, events: list[Event], *, source: int | None = None,
                replacement: dict | None = None, ignore_resist: bool = False) -> int:
    """9.2 / 10.6: damage dealt is reduced by Resist; reduced to 0 means none was dealt (10.6.3).
    ``replacement``: the one replacement effect (7.7.6) chosen for this event, if any;
    ``ignore_resist``: "this damage can't be reduced by Resist" (1.2.2: the effect wins)."""
    if cant_be_dealt_damage(st, uid):  # 1.2.2: "can't be dealt damage" (engine.lorcana.damage_immunity)
        events.append(Event("no_damage", f"{name(st, uid)} can't be dealt damage", R("1.2.2"), data={"uid": uid}))
        return 0
    resist = 0
    if has(st, uid, "Resist") and not ignore_resist:
        from .characteristics import keyword_value

        resist = keyword_value(st, uid, "Resist") or 0
    n = max(0, amount - resist)
    if n <= 0:
        events.append(Event("no_damage", f"{name(st, uid)} is dealt no damage", R("10.6.3") if resist else rule, data={"uid": uid}))
        return 0
    if replacement is not None:
        from .replacement import apply_replacement

        if apply_replacement(st, uid, n, replacement, events) == 0:
            return 0
    st.table.cards[uid].damage += n
    events.append(Event("damage", f"{name(st, uid)} is dealt {n} damage" + (f" (Resist +{resist})" if resist else ""), rule, st.table.cards[uid].controller, data={"uid": uid, "n": n}))
    emit(st, "damaged_self", uid, amount=n, source=source)
    st.floating.append({"kind": "took_damage", "owner": st.table.cards[uid].controller, "turn": st.turn, "uid": uid})  # "… took damage this turn"
    return n


def lethal(st: LorcanaState, uid: int) -> bool:
    """1.9.1.3: damage ≥ willpower."""
    return ctype(st, uid) in ("character", "location") and st.table.peek(uid).damage >= stat(st, uid, "willpower")


def lethal_in_play(st: LorcanaState) -> list[int]:
    """The cards in play with lethal damage (:func:`lethal`), in play order: those of
    :func:`lethal_candidates` that are."""
    return [u for u in lethal_candidates(st) if lethal(st, u)]


def lethal_candidates(st: LorcanaState) -> list[int]:
    """The cards in play that may have lethal damage (:func:`lethal`), in play order; every other card
    in play has not (told without :func:`lethal`, reading nothing but card data and the cards' damage).
    While a card's willpower is at least its printed one (no willpower modifier on it, no static
    lowering willpower: a static's change is its ``delta`` times a count, 7.8), it is left out when
    its damage is below that printed willpower, or when it has no damage and is not one of the
    match's ``frail`` card ids (engine.lorcana.match_abilities: the characters and locations whose
    printed willpower is not above 0): their answer is no."""
    last = _MATCH_LAST  # match_abilities(st.cards), its kept answer read here
    known = last[2] if last[0] is (data := st.cards) and last[1] == len(data) else match_abilities(data)
    if "willpower" in known.stats and any(
            s.get("delta", 0) < 0 for _, s in _static_index(st).get(("stat", "willpower"), ())):
        return in_play(st)
    mods = st.modifiers
    changed = {m.uid for m in mods if m.stat == "willpower"} if mods else ()
    frail = known.frail
    if not changed and not frail:  # (the usual match): a card is one iff it has damage at least its printed willpower
        cards = st.table.cards
        base = cards._base or _NO_BASE  # type: ignore[attr-defined]
        get = base.get
        found = []  # (a loop, not a comprehension: the names it would read would be cells, made on every call)
        own = owned_get(cards)
        for u in in_play(st):
            c = own(u) or get(u) or st.table.peek(u)
            if c.damage and c.damage >= (data[c.card_id].get("willpower") or 0):
                found.append(u)
        return found
    table = st.table
    cards, peek = table.cards, table.peek
    base = cards._base or _NO_BASE  # type: ignore[attr-defined]
    out: list[int] = []
    own = owned_get(cards)
    for u in in_play(st):
        c = own(u) or base.get(u) or peek(u)  # table.peek inlined (engine.lorcana.characteristics._own)
        damage = c.damage
        if u not in changed and (damage < (data[c.card_id].get("willpower") or 0) if damage else c.card_id not in frail):
            continue  # damage below a willpower at least the printed one, or undamaged and not frail: not lethal
        out.append(u)
    return out


def pass_stack(st: LorcanaState, old: int, new: int) -> None:
    """A card shifted on top of ``old`` takes over the effects applied to it and the cards under it
    (10.8.5; Duo Shift: 2.2.0 8.10.5, 8.10.7)."""
    for m in st.modifiers:
        if m.uid == old:
            m.uid = new
    for p in range(st.num_players):
        for u in st.table.zone(p, "under"):
            if st.table.cards[u].attached_to == old:
                st.table.cards[u].attached_to = new
