"""Cards played from another zone than the hand (409.1 as from the hand otherwise: timing, cost,
targets):

- Artifact (printed "Artifact (You may play this card from your graveyard).", Scimitar of the
  Sirocco): from its owner's graveyard. The keyword is read from the printed text's first word,
  where it is printed; so is a card printing "You can play NAME from your graveyard." on a line;
- the continuous power ``play_removed`` (EN 714; "On your turn, you can play ability cards that are
  removed from the game.", Vengeful Gladiator's Felshroud): on its controller's turn, his ability
  cards in the removed zone;
- ``grave_play`` / ``grave_play_turn`` ("You can play ally cards from your graveyard.", Dramla Lifebender; "You can
  play ability cards from your graveyard this turn.", Readiness): ``engine.wow.grave_route``."""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Any

from . import grave_route, others_graveyard_gear, zone_moves
from . import keywords as kw
from .cards.line_readers import plays_from_graveyard
from .graveyard_replay import REPLAY, replays
from .graveyard_turn_play import marked, marked_for_other, marked_in, marked_in_opponents
from .powers import none_in_match
from .state import WowState

_ARTIFACT = re.compile(r"^\s*Artifact\b")


def is_artifact(st: WowState, uid: int) -> bool:
    """The card prints the Artifact keyword, or a line saying it may be played from the graveyard."""
    if _none_in_match(st):
        return False
    d = kw.data(st, uid)
    return _prints_artifact(str(d.get("text") or ""), d.get("name") or "") \
        or replays(st, uid)  # "You may play this ability from your graveyard. If you do, …" (engine.wow.graveyard_replay)


def _none_in_match(st: WowState) -> bool:
    """No card of the match can be an Artifact now (``powers.none_in_match``)."""
    return none_in_match(st, "artifact.may_be", _may_be)


def _may_be(d: dict[str, Any]) -> bool:
    """The card data prints Artifact or has the replay power (``graveyard_replay``)."""
    from . import powers  # its name for the compiled powers (a test may stand in for it)

    return _prints_artifact(str(d.get("text") or ""), d.get("name") or "") \
        or any(e.op == REPLAY for pw in powers.card_powers(d) if pw.kind == "static" for e in pw.effects)


@lru_cache(maxsize=4096)
def _prints_artifact(text: str, name: str) -> bool:
    """The text prints the Artifact keyword or a line saying the card may be played from the
    graveyard: read once per text and name (asked for every graveyard card at each priority)."""
    return bool(_ARTIFACT.match(text)) or any(plays_from_graveyard(line, name) for line in text.splitlines())


def plays_removed(st: WowState, p: int) -> bool:
    """``p`` may play his removed ability cards now (his turn, a ``play_removed`` power he controls)."""
    if st.active != p:
        return False
    for src, _ in kw.sources_doing(st, "play_removed"):  # noqa: SIM110  (a loop: no cells made at every listing)
        if st.table.peek(src).controller == p:
            return True
    return False


def playable_zone(st: WowState, uid: int) -> bool:
    """The card is where it may be played from: its owner's hand, his graveyard for an Artifact,
    the removed zone for an ability while ``play_removed`` lets him."""
    card = st.table.cards._cur[uid]  # type: ignore[attr-defined]  # ``Table.peek`` inlined (reading only)
    if card.zone == "hand":
        return True
    if card.zone == "graveyard":
        if zone_moves.held(st, uid, "chain") is not None:
            return False  # 103.2: "Cards can't leave opposing graveyards." — played, it would leave (engine.wow.zone_moves)
        return is_artifact(st, uid) or marked(st, uid) or grave_route.plays_from_graveyard(st, uid) or marked_for_other(st, uid) \
            or others_graveyard_gear.playable_by_someone(st, uid)  # "You can play target ability card from your graveyard this turn" (graveyard_turn_play); "You can play ally cards from your graveyard" (grave_route)
    if card.zone == "removed" and PLAYABLE_BY in card.flags:
        return True  # whose mark it is: engine._play_problem asks ``may_play_this_turn`` (helper wzone2)
    if card.zone == "deck":  # a deck's top card (Lor'themar): engine._play_problem asks ``may_play_this_turn``
        deck = st.table.zones[card.owner]["deck"]
        return bool(deck) and deck[0] == uid and bool(kw.sources_doing(st, TOPS))
    return card.zone == "removed" and kw.ctype(st, uid) == "ability" and plays_removed(st, card.owner)


def _artifacts(st: WowState, grave: list[int], instants_only: bool) -> list[int]:
    """The Artifacts of ``grave`` (``instants_only``: the printed instants among them)."""
    return [u for u in grave if (not instants_only or kw.data(st, u).get("instant")) and is_artifact(st, u)]


def playable_elsewhere(st: WowState, p: int, instants_only: bool = False) -> list[int]:
    """``p``'s cards playable outside his hand: Artifacts in his graveyard, removed abilities when allowed;
    ``instants_only``: only printed instants among the Artifacts (outside the main window, 409.1; read first,
    as cheaper)."""
    grave = st.table.zones[p]["graveyard"]  # reading only: no list copied
    out = _artifacts(st, grave, instants_only) if grave and not _none_in_match(st) else []
    out += [u for u in marked_in(st, grave) if u not in out and (not instants_only or kw.data(st, u).get("instant"))]  # (graveyard_turn_play)
    out += [u for u in grave_route.playable_in(st, grave) if u not in out and (not instants_only or kw.data(st, u).get("instant"))]  # (grave_route)
    out += [u for u in marked_in_opponents(st, p) if not instants_only or kw.data(st, u).get("instant")]  # an opponent's graveyard (graveyard_turn_play)
    out += [u for u in others_graveyard_gear.cards_for(st, p) if u not in out and (not instants_only or kw.data(st, u).get("instant"))]  # (Greed Before Need)
    if plays_removed(st, p):
        out += _removed_abilities(st, p)
    out += [u for q in range(st.num_players) for u in st.table.zones[q]["removed"] if may_play_this_turn(st, p, u) and u not in out]
    if plays_tops(st, p):  # "On your turn, you may play any cards revealed this way." (Lor'themar Theron; helper wzone2)
        out += [d[0] for q in range(st.num_players) if (d := st.table.zones[q]["deck"]) and d[0] not in out]
    if out and kw.sources_doing(st, zone_moves.OP):  # 103.2: a card that can't leave its zone can't be played (engine.wow.zone_moves)
        out = [u for u in out if zone_moves.held(st, u, "chain") is None]
    return out


TOPS = "wz2_play_revealed_tops"
"""A continuous power (EN 714): on its controller's turn he may play the top card of each deck, revealed by the same card
("Each player plays with the top card of his deck revealed.", 415.3f), paying its costs (409.1)."""


def plays_tops(st: WowState, p: int) -> bool:
    """``p`` may play the top cards of the decks now (his turn, a ``wz2_play_revealed_tops`` power he controls)."""
    if st.active != p:
        return False
    for src, _ in kw.sources_doing(st, TOPS):  # noqa: SIM110  (a loop: no cells made at every listing)
        if st.table.peek(src).controller == p:
            return True
    return False


PLAYABLE_BY = "wz2_playable_by"
"""Card flag ``[player, turn]``: "… and you may play it this turn" — a card removed from the game (any owner's) that this
player may play this turn, paying its costs as normal (Chaos Bolt; engine.wow.deck_reveals; helper wzone2); turn -1: "…
this game" (Sayge; helper w31ally)."""


def may_play_this_turn(st: WowState, p: int, uid: int) -> bool:
    card = st.table.peek(uid)
    if card.zone == "deck":  # the top card of a deck, while a Lor'themar lets ``p`` play it (helper wzone2)
        deck = st.table.zones[card.owner]["deck"]
        return bool(deck) and deck[0] == uid and plays_tops(st, p)
    mark = card.flags.get(PLAYABLE_BY)
    return card.zone == "removed" and not card.face_down and bool(mark) and mark[0] == p and mark[1] in (st.turn, -1)  # -1: this game (Sayge)


def _removed_abilities(st: WowState, p: int) -> list[int]:
    """``p``'s ability cards in the removed zone."""
    return [u for u in st.table.zones[p]["removed"] if kw.ctype(st, u) == "ability"]
