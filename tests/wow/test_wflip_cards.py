"""Helper wflip: heroes' flip powers ("N, Flip NAME -> …", EN 701) and the powers of two-faced heroes'
backs, which work only while the back shows (301.2a), each played with the real card: the cost is paid,
the hero flips, and the power works (a back's power: not before the flip, while the back shows, not once
the hero is face up again)."""

from __future__ import annotations

from engine.wow import keywords as kw
from tests.shared_data import needs

from .helpers import apply, choose, hero, resolve_chain, resources, start
from .test_templates import WOW_CARDS
from .test_templates_more import automated, play_real, put_real
from .test_wact2_cards import use
from .test_wscale_amounts import as_hero

pytestmark = needs(WOW_CARDS)


def _flipped(st, uid: int) -> bool:
    return bool(st.table.cards[uid].flags.get("flipped"))


def _ready(st, player: int = 0) -> int:
    return sum(1 for u in st.table.zone(player, "resources") if not st.table.cards[u].tapped)


def _flip(st, uid: int, data: dict, cost: int, *picks: str, nth: int = 0):
    """Use the hero's flip power with exactly ``cost`` ready resources (EN 701: the cost is paid, 301.2:
    the hero flips), its targets picked and the chain resolved."""
    assert _ready(st) == 0
    resources(st, 0, cost)
    st = use(st, uid, data, *picks, nth=nth, pay=0)
    assert _ready(st) == 0 and _flipped(st, uid)
    return st


def _faces_up(st):
    """Every hero turns face up (301.2): Iceshrieker's Touch's Death Rattle, "Each player turns his hero
    face up.", set off by destroying it with Puncture ("Destroy target ally or equipment.")."""
    wand = put_real(st, 0, "Iceshrieker's Touch", "hero_row")
    puncture = put_real(st, 0, "Puncture", "hand")
    resources(st, 0, 3)
    st = resolve_chain(resolve_chain(choose(apply(st, "play", 0, uid=puncture, x=0), str(wand))))
    assert st.table.cards[wand].zone == "graveyard"
    return st


def test_zimzi_back_gives_stealthed_characters_assault_one():
    # 301.2a / EN 714: "FRONT: 2 -> Flip Zimzi" / "BACK: Zimzi and allies you control with Stealth also have Assault 1."
    data = automated("Zimzi the Trickster")
    st = start()
    zimzi = as_hero(st, "Zimzi the Trickster")
    hound, plain = put_real(st, 0, "Phase Hound", "allies"), put_real(st, 0, "Anika Berlyn", "allies")
    theirs = put_real(st, 1, "Phase Hound", "allies")
    st, _ = play_real(st, "Obfuscate", 0, str(zimzi), pay=1)  # "Target hero or ally … has Stealth this turn."
    st = resolve_chain(st)
    assert kw.has(st, zimzi, "Stealth") and not kw.has(st, hound, "Assault")  # the front shows (301.2a)
    atk = kw.atk(st, hound)
    st = _flip(st, zimzi, data, 2)
    assert kw.keywords(st, hound).get("Assault") == 1 and kw.atk(st, hound) == atk + 1  # Assault 1 on your turn
    assert kw.keywords(st, zimzi).get("Assault") == 1
    assert not kw.has(st, plain, "Assault") and not kw.has(st, theirs, "Assault")  # no Stealth / not yours
    st = _faces_up(st)
    assert not _flipped(st, zimzi) and not kw.has(st, hound, "Assault") and not kw.has(st, zimzi, "Assault")


def test_haruh_back_has_five_more_health():
    # 301.2b: "FRONT: 2 -> Flip Haruh" / "BACK: (Haruh has +5 [Health])" — the faces' health differs
    data = automated("Suncaller Haruh")
    st = start()
    haruh = as_hero(st, "Suncaller Haruh")
    card_id = st.table.cards[haruh].card_id
    assert st.cards[card_id].get("health") is None  # the card data prints no health (a data defect): given one here
    st.cards[card_id] = {**st.cards[card_id], "health": 25}
    before = kw.health(st, haruh)
    assert before == 25
    st = _flip(st, haruh, data, 2)
    assert kw.health(st, haruh) == before + 5
    st = _faces_up(st)
    assert kw.health(st, haruh) == before
