"""Triggers of an attachment that listen to its host (helper wonga, issue #18; EN 703, 400.1):

- ``start_of_host_turn``: "At the start of attached hero's controller's turn, …" — fires at the start
  of the turn of the player controlling the card this one is attached to (500.2), whoever controls
  the attachment; "he" / "that player" is then the turn player (``Target("turn_player")``).
- ``strike_attached``: "When you strike with attached weapon, …" — fires when its controller strikes
  with the weapon this card is attached to (303.2; ``procedure`` announces the strike).

Both are per-card scripts' triggers (``engine/wow/cards/scripts/wonga.toml``), as are the conditions
``wga_host_*`` (:func:`host_holds`) and counts (:func:`host_count`) about the host."""

from __future__ import annotations

from . import keywords as kw
from .conditions import condition_checker, count_reader, has_tag
from .event_triggers import watchers
from .match_triggers import hears
from .state import Link, WowState

HOST_TURN = "start_of_host_turn"
STRIKE_ATTACHED = "strike_attached"


def _powers(st: WowState, uid: int, trigger: str) -> list[tuple[int, str]]:
    from .cards.compiler import card_powers
    from .hero_trait import gate

    return [(i, pw.text) for i, pw in enumerate(gate(st, uid, card_powers(kw.data(st, uid)))) if pw.kind == "triggered" and pw.trigger == trigger]


def _host(st: WowState, uid: int) -> int | None:
    host = st.table.peek(uid).attached_to
    return host if isinstance(host, int) and host >= 0 and host in st.table.cards and kw.in_play(st, host) else None


def host_turn(st: WowState) -> None:
    """500.2: at the start of a turn, the attachments whose host the turn player controls trigger."""
    if not hears(st, HOST_TURN):
        return  # no card of the match has such a power (``match_triggers``)
    for uid in watchers(st):
        host = _host(st, uid)
        if host is None or st.table.peek(host).controller != st.active:
            continue
        for i, text in _powers(st, uid, HOST_TURN):
            st.triggers.append(Link("trigger", st.table.peek(uid).controller, uid, i, label=f"{kw.name(st, uid)}: {text}"))


def strike_attached(st: WowState, weapon: int, player: int | None) -> None:
    """303.2: the player struck with ``weapon``; the cards he controls attached to it trigger."""
    if not hears(st, STRIKE_ATTACHED):
        return  # no card of the match has such a power (``match_triggers``)
    for uid in watchers(st):
        if _host(st, uid) != weapon or st.table.peek(uid).controller != player:
            continue
        for i, text in _powers(st, uid, STRIKE_ATTACHED):
            st.triggers.append(Link("trigger", st.table.peek(uid).controller, uid, i, label=f"{kw.name(st, uid)}: {text}"))


@condition_checker("wga_")
def host_holds(st: WowState, player: int, source: int, cond: dict, affected: int | None = None) -> bool:
    """``wga_host_party``: the affected card is in the party of the card ``source`` is attached to
    (its controller's, 415.8b) — "Allies in attached hero's party have -1 ATK" (EN 714);
    ``wga_host_opposing``: that card is controlled by an opponent of ``player``, so a character
    dealing it combat damage is a friendly one ("When a friendly hero or ally deals combat damage
    to attached character", the combat being between the two parties, EN 603), ``wga_host_mine`` by
    ``player`` (who "its controller" is); ``wga_host_hand``:
    that card's controller has at most ``max`` cards in hand; ``wga_allies_exactly``: ``player``
    has exactly ``n`` allies in his party; ``wga_opponent_hand``: each opponent has at most ``max``
    cards in hand (the controller of every opposing character, two players)."""
    if cond["k"] == "wga_opponent_hand":  # "… each opposing hero and ally if its controller has no cards in his hand"
        return all(len(st.table.zone(q, "hand")) <= cond["max"] for q in range(st.num_players) if q != player)
    if cond["k"] == "wga_allies_exactly":  # "While exactly one ally is in your party" (EN 714)
        return sum(1 for u in st.table.zone(player, "allies") if kw.is_ally(st, u)) == cond["n"]
    if cond["k"] == "wga_host_hand":  # "if its controller has four or fewer cards in his hand"
        return host_count(st, player, {"k": "wga_host_hand"}, source) <= cond["max"]
    if cond["k"] in ("wga_host_opposing", "wga_host_mine"):  # the host is an opponent's: combat damage to it comes from your side (EN 603)
        host = _host(st, source) if source in st.table.cards else None
        return host is not None and (st.table.peek(host).controller != player) == (cond["k"] == "wga_host_opposing")
    if cond["k"] == "wga_host_party":
        host = _host(st, source) if source in st.table.cards else None
        return host is not None and affected is not None and affected in st.table.cards \
            and st.table.peek(affected).controller == st.table.peek(host).controller
    return False


@count_reader("wga_")
def host_count(st: WowState, player: int, key: dict, source: int | None) -> int:
    """ "for each card in its controller's hand" (``wga_host_hand``: the hand of the controller of the
    card ``source`` is attached to, 415.4) and "for each ability named NAME attached to it"
    (``wga_host_named``: the cards attached to that card with ``source``'s name, this one included, 400.1),
    "for this and each other ability attached to it" (``wga_host_abilities``) and "for each Disease
    attached to opposing heroes" (``wga_on_opposing_heroes`` with ``tag``: no host needed)."""
    if key["k"] == "wga_on_opposing_heroes":  # "for each Disease attached to opposing heroes" (400.1)
        return sum(1 for q in range(st.num_players) for u in st.table.zone(q, "hero_row")
                   if st.table.peek(u).attached_to in st.heroes and st.table.peek(st.table.peek(u).attached_to).controller != player
                   and has_tag(st, u, key["tag"]) and kw.in_play(st, st.table.peek(u).attached_to))
    host = _host(st, source) if source is not None and source in st.table.cards else None
    if host is None:
        return 0
    if key["k"] == "wga_host_abilities":  # "for this and each other ability attached to it"
        return sum(1 for q in range(st.num_players) for u in st.table.zone(q, "hero_row")
                   if st.table.peek(u).attached_to == host and kw.ctype(st, u) == "ability")
    if key["k"] == "wga_host_hand":
        return len(st.table.zone(st.table.peek(host).controller, "hand"))
    if key["k"] == "wga_host_named":
        name = kw.name(st, source)
        return sum(1 for q in range(st.num_players) for u in st.table.zone(q, "hero_row")
                   if st.table.peek(u).attached_to == host and kw.name(st, u) == name)
    return 0
