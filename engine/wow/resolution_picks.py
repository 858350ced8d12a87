"""What a resolving power reads or picks about the card its text names (helper wres; ops registered in ``engine.wow.ops``):

- ``wres_subject_ref`` (EN 703, 408.2c): "When an attacking ally deals damage to an ally you control, you may destroy
  that attacker." — the card the triggering event's damage came from (``link.data["subject"]``, as
  ``event_triggers`` notes it) becomes the link's remembered card (``engine.wow.refs``), so a following
  ``Target("ref", {"of": ""})`` acts on it while it is in play.
- ``wres_if_targeted_hero`` (EN 706, 709.3): "If you targeted a hero, …" — a following ``if_done`` effect happens only
  if the card the link's chosen target named (remembered as the earlier effect acted on it, ``refs``) is a hero.
- ``wres_pick_theirs`` (EN 709.1, 415.9c): "… you may destroy an ability controlled by its controller." — the link's
  controller picks ``amount`` card(s) matching ``condition["filter"]`` (``targets.matches``) controlled by the
  remembered card's controller; they are destroyed. Not targets (EN 706): none can be picked only when there is none.
  A "may" is the effect's yes/no before (``optional``, EN 709.3).
- ``wres_graveyard_any`` (EN 709.1, 415.7, 415.3b): "you may remove any number of [Horde] allies in your graveyard from
  the game" / "… shuffle any number of [Alliance] allies from your graveyard into your deck" — the link's controller
  picks any number (none too; at most ``amount`` when it is 1 or more: "you may remove another Monster ally in your
  graveyard from the game") of the other cards of his graveyard matching ``condition["filter"]``
  (``search.card_matches`` keys); ``stat`` "removed": they are removed from the game; "deck": they go into his deck,
  which is shuffled; with ``condition["any_graveyard"]`` the cards of every graveyard are offered ("unless you remove an
  ally card in any graveyard from the game", Scraps). "If you do" follows whether one was picked; the count
  ``{"k": "wres_moved"}`` is how many ("for each ally removed this way"), kept on the source card until it resolves again.
- ``wres_player_act`` (EN 709.3): "you may point and make a Zombie noise. If you do, …" — an act at the table, not in
  the game: the player's yes to the optional effect (its ``text`` names the act) is the doing; a following ``if_done``
  effect happens after a yes.
- ``wres_top_then_same_name`` (EN 709.1, 413): "Reveal the top card of your deck and put it into your hand. Then,
  search your deck for up to three cards with the same name as the revealed card, reveal them, and put them into your
  hand." — the top card is revealed and goes into the hand; then the deck is searched (``engine.wow.search``: up to
  ``amount`` cards, a named card may be missed, 413.3) for cards with its name. An empty deck: nothing happens.
- ``wres_graveyard_all_into_play`` (710.1, 802): "each player puts all allies from his graveyard into play" — in turn
  order, every card of each player's graveyard matching ``condition["filter"]`` enters play under its owner's control
  (not played: no cost, its "When … enters play" powers trigger).
"""

from __future__ import annotations

from typing import Any

from engine.core import Event, Option, Pending, effects
from engine.core.effects import resolves

from . import continuations, refs, zone_moves
from . import keywords as kw
from .answers import handles
from .conditions import count_reader
from .leaving_play import destroy
from .ops import GAME, OpCall
from .rules import EN, R
from .state import WowState

SUBJECT_REF = "wres_subject_ref"
TARGETED_HERO = "wres_if_targeted_hero"
PICK_THEIRS = "wres_pick_theirs"
GRAVEYARD_ANY = "wres_graveyard_any"
ALL_INTO_PLAY = "wres_graveyard_all_into_play"
PLAYER_ACT = "wres_player_act"
TOP_SAME_NAME = "wres_top_then_same_name"
MOVED = "_wres_moved"
"""Card flag of the source: how many cards its ``wres_graveyard_any`` moved as it last resolved."""


@resolves(GAME, SUBJECT_REF)
def _subject_ref(call: OpCall) -> list[Event]:
    st, link = call.st, call.link
    subject = link.data.get("subject")
    refs.remember(st, link, [subject] if isinstance(subject, int) and subject in st.table.cards else [])
    return []


@resolves(GAME, TARGETED_HERO)
def _targeted_hero(call: OpCall) -> list[Event]:
    st, link = call.st, call.link
    link.data["done"] = any(row["uid"] in st.heroes for row in link.data.get("ref", []))
    return []


def _theirs(st: WowState, owners: list[int], flt: dict, source: int) -> list[int]:
    from .targets import cards_matching

    return [u for q in owners for u in cards_matching(st, q, {**flt, "side": "friendly"}, source)
            if st.table.peek(u).controller == q and not kw.cant_be_destroyed(st, u)]


@resolves(GAME, PICK_THEIRS)
def _pick_theirs(call: OpCall) -> list[Event]:
    st, p, link = call.st, call.player, call.link
    flt = (call.eff.condition or {}).get("filter", {})
    options = _theirs(st, refs.controllers(link), flt, link.uid)
    if not options:
        link.data["done"] = False
        return [Event("pick", "There is no such card to pick", EN("709.1"), p)]
    n = min(max(call.amount, 1), len(options))
    continuations.pause_for(call, PICK_THEIRS, {"player": p},
                            Pending(p, PICK_THEIRS, f"{call.eff.text or 'Destroy a card'}: choose {n}",
                                    [Option(str(u), kw.name(st, u)) for u in options], n, n, EN("709.1")))
    return []


@handles(PICK_THEIRS)
def _pick_theirs_answer(st: WowState, pending: Pending, picks: list[str]) -> list[Event]:
    w, st.waiting = st.waiting, {}
    w.pop(PICK_THEIRS)
    events: list[Event] = []
    for uid in (int(x) for x in picks):
        if uid in st.table.cards and kw.in_play(st, uid):
            events += destroy(st, uid, R("415.9c"))
    w["link"]["data"]["done"] = bool(events)
    return events + continuations.resume_link(st, w)


@resolves(GAME, GRAVEYARD_ANY)
def _graveyard_any(call: OpCall) -> list[Event]:
    from .search import card_matches

    st, p, link = call.st, call.player, call.link
    if (source := st.table.cards.get(link.uid)) is not None:
        source.flags[MOVED] = 0
    link.data["done"] = False
    flt = (call.eff.condition or {}).get("filter", {})
    owners = range(st.num_players) if (call.eff.condition or {}).get("any_graveyard") else [p]
    options = [u for q in owners for u in st.table.zone(q, "graveyard") if u != link.uid and card_matches(st, u, flt)]
    if not options:
        return [Event("pick", f"P{p + 1} has no such card in his graveyard", EN("709.1"), p)]
    verb = "shuffle into your deck" if call.eff.stat == "deck" else "remove from the game"
    continuations.pause_for(call, GRAVEYARD_ANY, {"player": p, "to": call.eff.stat or "removed", "source": link.uid},
                            Pending(p, GRAVEYARD_ANY, f"{call.eff.text or 'Cards in your graveyard'}: choose any number to {verb}",
                                    [Option(str(u), kw.name(st, u)) for u in options], 0, min(call.eff.amount, len(options)) if call.eff.amount > 0 else len(options),
                                    EN("709.1")))
    return []


@handles(GRAVEYARD_ANY)
def _graveyard_any_answer(st: WowState, pending: Pending, picks: list[str]) -> list[Event]:
    pick, w = continuations.take_job(st, GRAVEYARD_ANY)
    p, events = pick["player"], []
    moved = [u for u in (int(x) for x in picks) if u in st.table.cards and st.table.cards[u].zone == "graveyard"]
    for uid in moved:
        ev = zone_moves.move(st, uid, "deck" if pick["to"] == "deck" else "removed", R("415.7") if pick["to"] != "deck" else EN("709.1"),
                          player=st.table.cards[uid].owner)
        ev.text = f"P{p + 1} {'shuffles' if pick['to'] == 'deck' else 'removes'} {kw.name(st, uid)} from the graveyard" + (" into the deck" if pick["to"] == "deck" else " from the game")
        events.append(ev)
    if moved and pick["to"] == "deck":
        events.append(effects.shuffle(st.table, st.rng, p, "deck", R("415.3b")))
    if (source := st.table.cards.get(pick["source"])) is not None:
        source.flags[MOVED] = len(moved)
    w["link"]["data"]["done"] = bool(moved)
    return events + continuations.resume_link(st, w)


@count_reader("wres_")
def wres_count(st: WowState, player: int, key: dict[str, Any], source: int | None = None) -> int:
    """``{"k": "wres_moved"}``: the cards the source's ``wres_graveyard_any`` moved as it last resolved."""
    if key["k"] != "wres_moved":
        raise ValueError(f"unknown count key {key['k']!r} (engine.wow.resolution_picks)")
    card = st.table.cards.get(source) if source is not None else None
    return int(card.flags.get(MOVED, 0)) if card is not None else 0


@resolves(GAME, ALL_INTO_PLAY)
def _all_into_play(call: OpCall) -> list[Event]:
    from .search import card_matches
    from .state import Link

    st = call.st
    flt = (call.eff.condition or {}).get("filter", {})
    events: list[Event] = []
    for q in [(st.active + i) % st.num_players for i in range(st.num_players)]:  # 802: in turn order
        for uid in [u for u in st.table.zone(q, "graveyard") if card_matches(st, u, flt)]:
            if st.table.cards[uid].zone == "graveyard":
                events += continuations.resolve_card(st, Link("card", q, uid, label=kw.name(st, uid)))  # 710.1
    return events


@resolves(GAME, PLAYER_ACT)
def _player_act(call: OpCall) -> list[Event]:
    act = (call.eff.text or "acts").rstrip(".")
    return [Event("act", f"P{call.player + 1}: {act[0].lower() + act[1:]}", EN("709.3"), call.player)]


@resolves(GAME, TOP_SAME_NAME)
def _top_then_same_name(call: OpCall) -> list[Event]:
    from engine.core.effects import Effect

    from . import search

    st, p = call.st, call.player
    deck = st.table.zone(p, "deck")
    if not deck:
        return [Event("reveal", f"P{p + 1}'s deck is empty: nothing is revealed", EN("709.1"), p)]
    top = deck[0]
    name = str(kw.data(st, top).get("name") or "")  # its printed name (a card in the deck is hidden, kw.name hides it)
    events = [effects.reveal(st.table, [top], EN("709.1"), p), zone_moves.move(st, top, "hand", EN("709.1"), player=p)]
    find = Effect("search", max(1, call.amount), None, zone="deck", condition={"filter": {"name": name}, "to": "hand", "reveal": True},
                  text=f"Search your deck for cards named {name}")
    call.stop = True
    return events + search.begin(st, p, find, call.resume())
