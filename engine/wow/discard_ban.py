"""Printed: "You can't discard cards." (Magistrix Fyalenn, a continuous power, EN 714) and "3, Flip
Kinivus -> You can't discard cards this turn." (Kinivus the Focused): the pseudo-keyword
``ban_keys.CANT_DISCARD`` on the player's hero (a player is named by his hero, EN 706; compiled by
``templates_wstatics_bans``). :func:`cant_discard` is the one question every discard path asks.

Rules (wow-ja-6.0): 103.2 — a "can't" wins over any modifier or rule that would make the thing happen,
and a cost of an action that can't be done can't be paid; 415.9d — with no card in hand "discard your
hand" is still done and passes "if you do", but not when the player can't discard.

The paths that ask (each refuses with an event citing 103.2):

- effects: ``procedure.next_discard`` (the ``discard`` op: "target player / its controller / each
  opponent discards N cards"; the link's "if you do" reads not done), ``wwhen._event_discard``,
  ``random_discard``, ``hand_discard`` ("discards his hand"), ``wshot2._discard_redraw`` (draws "that
  many": none), ``wact2._discard_hand_count`` (counted: 0), ``hand_look`` (he looks, nothing is
  discarded), ``reward_hand_choices`` (no
  discard offered; "If you do" fails), ``wtime_ops._discard_or`` and ``wsabo_ops`` (the other
  outcome only), ``unless`` (the discard is not offered: the effect happens);
- the rule: ``procedure.wrap_up`` (415.4b's discard down to the hand limit doesn't happen: 103.2);
- costs (can't be paid, 103.2): ``choice_cost`` ("Discard a card" as a cost: no candidate),
  ``faceup_cost`` (a quest's discard to be placed face up: face down only, 412.1c), ``altcost``;
- the backstop ``procedure.discard_cards`` moves nothing for such a player (and says so): every other caller
  goes through it — ``kind_choice._discard_kind`` and ``reveal_discard`` (the hand is still revealed), the
  engine's ``discard_effect`` answer."""

from __future__ import annotations

from engine.core import Event

from . import keywords as kw
from .cards.ban_keys import CANT_DISCARD
from .rules import R
from .state import WowState


def cant_discard(st: WowState, player: int) -> bool:
    """Whether ``player`` can't discard cards now (103.2)."""
    return 0 <= player < len(st.heroes) and st.heroes[player] in st.table.cards and kw.has(st, st.heroes[player], CANT_DISCARD)


def refused(player: int) -> Event:
    """The event of a discard that doesn't happen (103.2)."""
    return Event("no_discard", f"P{player + 1} can't discard cards", R("103.2"), player)


def split(st: WowState, players: list[int]) -> tuple[list[int], list[Event]]:
    """The players of ``players`` who can discard, and a refusal for each other one."""
    able = [q for q in players if not cant_discard(st, q)]
    return able, [refused(q) for q in players if q not in able]
