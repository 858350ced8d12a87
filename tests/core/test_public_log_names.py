"""Log lines made by the shared effect helpers and the pick log never name a card a spectator may not see."""

from __future__ import annotations

import pytest

from engine.core import NOBODY, OWNER, PUBLIC, Table, ZoneSpec, effects
from engine.core.picked_events import picked_events


def table() -> Table:
    t = Table.create(2, [ZoneSpec("deck", NOBODY), ZoneSpec("hand", OWNER), ZoneSpec("play", PUBLIC)])
    t.add("faceup", 0, "play")
    t.add("facedown", 0, "play", face_down=True)  # a WoW resource turned face down (412.1b)
    t.add("inhand", 0, "hand")
    t.add("opphand", 1, "hand")
    return t


def uid(t: Table, card_id: str) -> int:
    return next(u for u, c in t.cards.items() if c.card_id == card_id)


@pytest.mark.parametrize(("card_id", "label"), [("faceup", "faceup"), ("facedown", "a face-down card"), ("inhand", "a card")])
@pytest.mark.parametrize("make", ["ready", "exhaust", "damage", "heal"])
def test_the_shared_step_lines_name_only_public_faces(card_id, label, make):
    # WoW 412.1b: a face-down resource has no name a player can see; its readying (411.1) is "a face-down card is ready"
    t = table()
    u = uid(t, card_id)
    event = {"ready": lambda: effects.set_tapped(t, u, False, None),
             "exhaust": lambda: effects.set_tapped(t, u, True, None, "exhausted"),
             "damage": lambda: effects.deal_damage(t, u, 1, None),
             "heal": lambda: effects.remove_damage(t, u, 1, None)}[make]()
    assert label in event.text


def test_a_pick_in_a_hand_is_counted_for_everyone_and_named_to_the_picker():
    # Lorcana 8.3.2 (the hand is a private zone): "P1 chooses a card from their hand"; only P1 sees which
    t = table()
    picks = [uid(t, "faceup"), uid(t, "inhand"), uid(t, "opphand")]
    events = picked_events(t, picks, lambda u: t.cards[u].card_id, kind="choose", said="P1 chooses", rule=None, player=0)
    public = [e.text for e in events if e.seen_by(None)]
    assert public == ["P1 chooses faceup, a card from their hand, a card from P2's hand"]
    assert [e.text for e in events if e.seen_by(1)] == public
    private = [e for e in events if not e.seen_by(None)]
    assert [e.text for e in private] == ["P1 chooses faceup, inhand, a card from P2's hand (only you see which)"]
    assert private[0].visible_to == [0]
    t.cards[picks[2]].known_to.append(0)  # looked at before it was chosen (Lorcana 7.1.10)
    events = picked_events(t, picks, lambda u: t.cards[u].card_id, kind="choose", said="P1 chooses", rule=None, player=0)
    assert events[1].text == "P1 chooses faceup, inhand, opphand (only you see which)"


def test_public_picks_are_one_line_with_their_uids():
    t = table()
    (event,) = picked_events(t, [uid(t, "faceup")], lambda u: "Mickey", kind="choose", said="P2 chooses", rule=None, player=1)
    assert event.text == "P2 chooses Mickey" and event.visible_to is None and event.data == {"uid": uid(t, "faceup")}
