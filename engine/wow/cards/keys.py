"""Pseudo-keywords: restrictions (103.2 "can't"), prevention shields and other continuous states
the compiler grants with ``grant_keyword`` and the engine checks by name. Both the compiler and the
engine import them from here (the compiler never imports the engine)."""

from __future__ import annotations

PREVENT = "Prevent Damage"
"""A prevention shield (EN 717, 405.5) carried as a grant_keyword effect: the shared vocabulary has no
``prevent`` op yet (listed for the core)."""
RETYPE = "Deals Damage As:"
"""A replacement of the type of every packet a card deals (408.2a, EN 716), + the new type (``packet_retype.TURN_RETYPE``)."""
NEXT_PACKET = 2_000_000
"""The amount of a prevention shield that prevents the whole of the next damage packet dealt to the
card this turn, then ends ("The next time target ally would be dealt damage this turn, prevent it",
405.5: prevention acts on one packet; ``engine.wow.damage.deal``)."""
CANT_ATTACK = "Can't Attack"
CANT_ATTACK_HEROES = "Can't Attack Heroes"
ATTACKS_ONLY_HEROES = "Attacks Only Heroes"
ENTERS_EXHAUSTED = "Enters Play Exhausted"
CANT_PROTECT = "Can't Protect"
CANT_STRIKE = "Can't Strike"
"""103.2, 303.2: on a hero, its player can't strike with weapons; on a weapon, no one strikes with it (``combat.strikers``)."""
UNPROTECTABLE = "Can't Be Protected Against"
"""EN glossary Protector, 103.2: no character may protect against this attacker (``combat.protectors``)."""
MUST_ATTACK = "Must Attack"
"""'must attack if able' (EN 601.1): its controller can't end his turn while it could attack (``engine.wow.attack_orders``)."""
ENTERS_DAMAGED = "Enters Play Damaged"
"""405.3: "This ally enters play with 4 damage on him." — the amount of damage put on it as it enters
(``procedure.resolve_card``)."""
ENTERS_COUNTERS = "Enters Play With Counters"
"""404.1a: "This ability enters play with two wind counters." — the counters (``condition["kind"]``, the
amount; -1 = the X paid, 201.3; ``condition["per"]``: per card counted) put on it as it enters play
(``engine.wow.enter_counters``)."""
RESTRICTIONS = (CANT_PROTECT, CANT_ATTACK, CANT_ATTACK_HEROES, ATTACKS_ONLY_HEROES, ENTERS_EXHAUSTED)
"""Printed restrictions kept as pseudo-keywords (103.2: a "can't" wins over a "can")."""
NO_READY = "Doesn't Ready Next"
"""501.1a: "it doesn't ready during its controller's next ready step" (``engine.wow.turn_triggers``)."""
UNTARGETABLE = "Untargetable"
"""EN glossary: Untargetable — it can't be targeted by opponents (``targets.legal_targets``)."""
CANT_BE_HEALED = "Can't Be Healed"
"""103.2: a continuous "can't be healed" (pseudo-keyword checked by ``damage.heal``)."""
CANT_HEAL_HEROES = "we31_cant_heal_heroes"
"""A card's pseudo-keyword: the healing packets it is the source of never heal a hero (103.2; engine.wow.damage.heal)."""
CANT_BE_DESTROYED = "Can't Be Destroyed"
"""A continuous restriction (103.2) carried as a pseudo-keyword: granted by a modifier ("this
turn") or a static power (``grant_keyword`` with this keyword, e.g. on ``Target("player_hero")``
for "Your hero can't be destroyed")."""
LOSES = "Loses "
"""103.2: "lose and can't have Elusive" — a pseudo-keyword ``Loses Elusive``; ``keywords.keywords``
then drops Elusive whatever gives it."""
CANT_READY = "Can't Ready"
"""103.2: "can't ready" at all while the power lasts — neither in the ready step (501.1a) nor by an
effect or Inspire (checked through ``engine.wow.restrictions.can_ready``)."""
CANT_EXHAUST = "Can't Exhaust"
"""103.2: "can't exhaust" — nothing may exhaust it, by a cost or an effect (checked through
``engine.wow.restrictions.can_exhaust``)."""
STAYS_EXHAUSTED = "Doesn't Ready"
"""103.2, 501.1a: "can't ready during its controller's ready step" while the power lasts (checked by
``procedure.start_turn``; the one-step version is :data:`NO_READY`)."""
INVINCIBLE = "Invincible"
"""A keyword defined neither in the Japanese rules v6.0 nor in the checklist: read from its reminder
text ("It can't leave play, be targeted, or be dealt damage."; Ring of Invincibility). Three
restrictions (103.2): ``engine.wow.invincible`` (leaving play, destruction through
``keywords.cant_be_destroyed``), ``targets._in_play_targets`` (no target for anyone) and
``damage.deal`` (no packet, 405.5). The game itself still moves it (103.3)."""
CANT_LEAVE_PLAY = "Can't Leave Play"
"""103.2: "can't leave play" — not destroyed, returned, removed or put into a deck by an effect
(``engine.wow.invincible``); the game still moves it (103.3)."""
