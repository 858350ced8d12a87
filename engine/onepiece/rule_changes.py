"""Rule changes a card's continuous text makes (1-3-1: card text beats the rules), kept as
``rule:`` markers of a ``grant_keyword`` on the card itself (never a keyword, board.keywords) and
read where the rule they change applies:

- ``rule:only_attackable:<name>``: "your opponent cannot attack any card other than the Character
  [<name>]" — while live, the other player may attack only Characters of that name (7-1-1-2
  narrowed; a prohibition, 1-3-3);
- ``rule:characters_played_rested``: "Your Character cards are played rested" — on its player's
  Leader; their Characters enter rested however they are played (3-7-5: active unless told
  otherwise);
- ``rule:don_phase_to_leader``: "If you have any DON!! cards on your field, 1 DON!! card placed
  during your DON!! Phase is given to your Leader" — checked as the DON!! phase places its cards
  (6-4-1): with DON!! already on the field, one placed card goes to the Leader (6-5-5-1);
- ``rule:face_up_life_to_deck``: "Your face-up Life cards are placed at the bottom of your deck instead of
  being added to your hand, according to the rules" — a face-up Life card taken by damage (4-6-2-1,
  7-1-4-1-1-2) goes to the bottom of its owner's deck instead of the hand (:func:`face_up_life_to_deck`);
  its [Trigger] may still be activated instead (10-1-5: the text replaces only the move to the hand);
- ``rule:rest_don_at_main`` (a modifier an effect puts on the opponent's Leader): "your opponent
  rests 1 of their active DON!! cards at the start of their next Main Phase" (:func:`start_of_main`).

Also kept here: the turn in which a card of a player's hand was trashed by an effect
(:func:`note_hand_trashed`, read by the condition ``hand_trashed_this_turn``).
"""

from __future__ import annotations

from engine.core import Event, RulesError

from . import board
from .rules import R
from .state import OPState

ONLY_ATTACKABLE = "rule:only_attackable:"
PLAYED_RESTED = "rule:characters_played_rested"
DON_PHASE_TO_LEADER = "rule:don_phase_to_leader"
FACE_UP_LIFE_TO_DECK = "rule:face_up_life_to_deck"


def _live_markers(st: OPState, player: int, prefix: str) -> list[str]:
    """The ``rule:`` markers starting with ``prefix`` that ``player``'s cards in play make now:
    their continuous abilities that are live (8-3-2, not negated 8-2-1-1) and whose conditions hold.
    While the state is only read (``board.reading``), the answer is kept for the next question."""
    memo = board.reading_memo(st)
    if memo is None:
        return _find_markers(st, player, prefix)
    found = memo.get(("markers", player, prefix))
    if found is None:
        found = memo[("markers", player, prefix)] = _find_markers(st, player, prefix)
    return list(found)


def _find_markers(st: OPState, player: int, prefix: str) -> list[str]:
    out = []
    for _, uid, continuous in (src for src in board.continuous_sources(st) if src[0] == player):  # in play, table order
        for ab in continuous:
            marks = [e for e in ab.effects if e.op == "grant_keyword" and e.keyword.startswith(prefix)]
            if (
                marks
                and board.ability_live(st, uid, ab)
                and all(board.condition_holds(st, player, e.condition, uid) for e in marks)
            ):
                out += [e.keyword for e in marks]
    return out


def attack_refusal(st: OPState, target: int) -> RulesError | None:
    """1-3-3: the attacked player's card says "your opponent cannot attack any card other than the
    Character [X]" and ``target`` is not such a Character."""
    card = st.table.peek(target)  # reading only: no copy-on-write copy
    for wanted in only_attackable(st, card.controller):
        if card.zone != "characters" or not board.has_name(st, target, wanted):
            return RulesError(f"an effect says only the Character [{wanted}] can be attacked", R("1-3-3"))
    return None


def only_attackable(st: OPState, player: int) -> list[str]:
    """The names of the "your opponent cannot attack any card other than the Character [X]" markers
    that ``player``'s cards make now (none: any card may be attacked)."""
    return [marker[len(ONLY_ATTACKABLE) :] for marker in _live_markers(st, player, ONLY_ATTACKABLE)]


def plays_rested(st: OPState, player: int) -> bool:
    """ "Your Character cards are played rested": the player's Leader says so (3-7-5 overridden, 1-3-1)."""
    lead = board.leader(st, player)
    return lead is not None and board.has_rule(st, lead, PLAYED_RESTED)


def face_up_life_to_deck(st: OPState, uid: int) -> bool:
    """Does the Life card ``uid``, taken by damage, go to the bottom of the deck instead of the hand?
    It is face up (3-10-2-1) and its owner's card says so (1-3-1: card text beats 4-6-2-1)."""
    card = st.table.peek(uid)
    return bool(card.flags.get("face_up")) and bool(_live_markers(st, card.owner, FACE_UP_LIFE_TO_DECK))


def don_phase_gift(st: OPState, player: int, had_don: bool, placed: list[int], events: list[Event]) -> None:
    """After the DON!! phase placed ``placed`` (6-4-1): the Leader's "If you have any DON!! cards on
    your field, 1 DON!! card placed during your DON!! Phase is given to your Leader" — checked on the
    DON!! on the field before the phase placed any (``had_don``) — gives one of them to the Leader."""
    lead = board.leader(st, player)
    if lead is None or not placed or not had_don or not board.has_rule(st, lead, DON_PHASE_TO_LEADER):
        return
    board.give_don(st, placed[-1], lead)
    events.append(
        Event(
            "don",
            f"1 DON!! placed this DON!! Phase is given to {board.name(st, lead)} (its effect)",
            R("6-5-5-1"),
            player,
        )
    )


def note_hand_trashed(st: OPState, player: int) -> None:
    """A card of ``player``'s hand was just trashed by an effect: noted on their Leader for the turn
    (the condition "during the turn in which a card in your hand is trashed by an effect")."""
    lead = board.leader(st, player)
    if lead is not None:
        st.table.cards[lead].flags[board.HAND_TRASHED_TURN] = st.turn


REST_DON_AT_MAIN = "rule:rest_don_at_main"
"""A marker an effect puts on the opponent's Leader ("your opponent rests 1 of their active DON!! cards
at the start of their next Main Phase"), kept until it is carried out (or the effect's player's next turn)."""


def start_of_main(st: OPState, player: int, events: list[Event]) -> None:
    """6-5-1: as ``player``'s Main Phase starts, each such marker on their Leader rests 1 of their active
    DON!! (DON!! of the cost area are alike; with none active nothing happens, 1-3-2), then is gone."""
    lead = board.leader(st, player)
    marks = [m for m in st.modifiers if m.uid == lead and m.keyword == REST_DON_AT_MAIN]
    if not marks:
        return
    st.modifiers = [m for m in st.modifiers if m not in marks]
    for _ in marks:
        active = board.active_don(st, player)
        if not active:
            events.append(Event("effect", f"P{player + 1} has no active DON!! to rest", R("1-3-2"), player))
            continue
        st.table.cards[active[0]].tapped = True
        events.append(
            Event(
                "don",
                f"P{player + 1} rests 1 active DON!! (an effect, at the start of the Main Phase)",
                R("6-5-1"),
                player,
            )
        )
