"""Moving attachments (WoW 400.7a–c, scenario X4)."""

from __future__ import annotations

from engine.core.effects import Effect, Target
from engine.wow import keywords as kw
from engine.wow import powers, procedure
from engine.wow.rules import R
from engine.wow.state import Link

from .helpers import apply, choose, hero, put, start

MOVE = Effect("move_attachment", 0, Target("chosen", {"types": ["ability"]}))


def _setup():
    st = start({"auto_pass": False})
    host = put(st, 1, "Stone Guardian", "allies")
    blessing = put(st, 1, "Blessing of Might", "hero_row")  # "Attach to target ally. Ongoing: Attached ally has +2 ATK."
    st.table.cards[blessing].attached_to = host
    return st, host, blessing


def test_x4_move_to_another_matching_card_untargetable_allowed():
    # WoW 400.7a: it must go to a card matching its attach spec (an ally, not a hero); 400.7c: an
    # Untargetable ally is allowed; 400.7b: its controller doesn't change; the new host isn't
    # exhausted and the text before "Ongoing" isn't carried out again (no chain)
    st, host, blessing = _setup()
    sage = put(st, 0, "Veiled Sage", "allies")  # Untargetable
    procedure.run_effects(st, Link("power", 0, hero(st, 0), -1, targets=[blessing], label="test"), [MOVE])
    p = st.pending[0]
    assert p.kind == "move_attachment" and p.player == 0 and p.rule == R("400.7a")
    assert {int(o.id) for o in p.options} == {sage}  # no heroes, not its current host
    st = choose(st, str(sage))
    assert st.table.cards[blessing].attached_to == sage and st.table.cards[blessing].controller == 1
    assert kw.atk(st, sage) == 2 + 2 and kw.atk(st, host) == 3
    assert not st.table.cards[sage].tapped and not st.chain


def test_no_other_host_it_stays():
    # WoW 400.7a: with no card to move it to, the attachment stays where it is
    st, host, blessing = _setup()
    events = procedure.run_effects(st, Link("power", 0, hero(st, 0), -1, targets=[blessing], label="test"), [MOVE])
    assert not st.pending and st.table.cards[blessing].attached_to == host
    assert events[-1].rule == R("400.7a")


def _seal_game(monkeypatch, target):
    import engine.wow.engine as wow_engine
    from engine.core.effects import Effect
    from engine.wow.cards.compiler import Power
    from engine.wow.cards.schema import make_card

    power = (Power("play", "Attach to one of them.", [Effect("move", 0, target, zone="attached")]),
             Power("static", "Ongoing: Attached card has +1 ATK.", []))
    for mod in (wow_engine, powers):  # the modules that read compiled powers
        real = mod.card_powers
        monkeypatch.setattr(mod, "card_powers", lambda d, real=real: power if d.get("name") == "Test Seal" else real(d))
    st = start({"auto_pass": False})
    st.cards["T-SL"] = make_card(name="Test Seal", type="ability", set="T", number=60, rarity="common", cost=0,
                                 text="Attach to one of them.\nOngoing: Attached card has +1 ATK.")
    seal = st.table.add("T-SL", 0, "hand").uid
    return st, seal


def _play_seal(st, seal):
    from engine.wow.game import ENGINE

    st = apply(st, "play", 0, uid=seal, x=0)
    for _ in range(4):
        if not st.chain or st.pending:
            break
        st = apply(st, "pass", st.priority)
    assert ENGINE.check_invariants(st) == []
    return st


def test_non_targeted_attachment_host_chosen_on_resolution(monkeypatch):
    # WoW 400.3: "Attach to your hero" has no target: the host is chosen as it resolves
    st, seal = _seal_game(monkeypatch, Target("player_hero"))
    st = _play_seal(st, seal)
    assert st.table.cards[seal].attached_to == hero(st, 0) and kw.atk(st, hero(st, 0)) == 1


def test_several_possible_hosts_the_controller_chooses(monkeypatch):
    # WoW 400.3: "Attach to one of your Melee weapons": its controller chooses one on resolution
    st, seal = _seal_game(monkeypatch, Target("each", {"types": ["weapon"], "side": "friendly"}))
    a, b = put(st, 0, "Worn Longsword", "hero_row"), put(st, 0, "Great Axe", "hero_row")
    put(st, 1, "Worn Longsword", "hero_row")  # not P1's
    st = _play_seal(st, seal)
    p = st.pending[0]
    assert p.kind == "attach_host" and p.rule == R("400.3") and {int(o.id) for o in p.options} == {a, b}
    st = choose(st, str(b))
    assert st.table.cards[seal].attached_to == b and st.table.cards[seal].zone == "hero_row" and not st.chain


def test_no_possible_host_goes_to_the_graveyard(monkeypatch):
    # WoW 400.3: with no card to attach to, it doesn't enter play and goes to its owner's graveyard
    st, seal = _seal_game(monkeypatch, Target("each", {"types": ["weapon"], "side": "friendly"}))
    st = _play_seal(st, seal)
    assert st.table.cards[seal].zone == "graveyard"
