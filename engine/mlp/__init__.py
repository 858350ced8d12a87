"""Kayou My Little Pony TCG (マイリトルポニートレーディングカードゲーム コアルール 1.3.0).

Citations use the document's own form, e.g. ``RuleRef("mlp", "第四節 4.3.3")`` (chapter numbering
restarts in every chapter; 第一節 = chapter 一、).

Modules: ``state`` (zones, options, the state), ``engine`` (setup, turn, interaction, actions),
``resolve`` (effects, the pending-effect list, exits, plans, deck order, shuffles, candies and presents),
``board`` (Idea, costs, filters, conditions), ``feasible`` (can an all-or-nothing ひらめき / 裏向き be
carried out in full, 第五節 1.3.1a / 1.3.2b), ``ops`` (MLP's own registered effect ops), ``view`` (what
players see), ``decks`` (formats, validation, random decks), ``cards/`` (schema, importers, fixtures;
the effect compiler: ``compiler``, a driver over the template registries of ``registry``, templates in
``templates_*``, shared readers in ``readers``, the rule document's own wordings rewritten into the
data's dialect in ``wording``, per-card scripts in ``scripts/*.toml``, ``explain``), ``messages``
(Japanese refusals), ``game`` (the module ``engine/games.py`` loads).

Interaction losers exit one at a time, the active player's first (第四節 4.3.4): each exit — its
お別れ resolved — completes before the next begins, and the triggers of an exit itself are used once
it is complete (第六節 14.2.0). A choice with one legal answer is made without a question and logged
(``only_choice`` events name the card, what was chosen and the rule).

Choices where the text is silent or contradicts itself (options in ``state.options``):

- ``copy_limit`` 4: 第一節 2.1.0 reads "not 4 or more", 第二節 4.4.0 「4枚まで」 (checklist §12 #1);
- ``trigger_order`` ``nonactive_first``: 第五節 4.6.0 over the literal 第五節 1.1.1b (§12 #2);
  one player's simultaneous effects: that player chooses (identical ones are not asked about);
- ``hirameki_flip`` ``cost``: the scene is turned face down at declaration (第五節 1.3.1, §12 #3);
  ``after`` follows 第四節 4.3.1;
- ``first_player``: None = the seeded RNG (第一節 3.3.0 allows any agreed method);
- ``max_turns``: 0 in real games; simulations set a cap that ends the game as a draw;
- ``everyday``: extra 日常 scene numbers (第二節 4.4.0) beyond ``cards.schema.EVERYDAY_SCENES``.

Deck order and shuffles (第六節 9.0.0, 第一節 3.1.0–3.1.1):

- cards put on the top or the bottom of a main or scene deck go in the order their owner chooses
  (``deck_order`` pending choice, 第六節 9.3.0): one card at a time ("which goes highest?") or several
  at once, highest first; identical cards are placed without a question; the public sees only how
  many cards went where. The mulligan (第一節 3.4.1a) uses it too, before the 5 new cards are drawn;
- "put it at the top or the bottom": a ``top_or_bottom`` choice of the controller (第六節 9.1.0);
- every shuffle of a main or scene deck — setup, "shuffle into the deck" (第六節 14.1.3a) and manual
  resolution's shuffle — is followed by the opponent's cut (第一節 3.1.1 is explicit, so this is not
  an option); the cut of a face-down deck is made on the opponent's behalf at a seeded random position;
- manual resolution's ``draw`` uses the MLP rule: drawing from an empty main deck loses (第五節 2.1.1c).

Refusals carry Japanese (``message_ja``); the core's own refusals are translated in ``messages``.

Fixed readings (documented where implemented): untap only the active player's cards (§12 #25);
protagonist position 0–4, the first advance lands on Ⅰ (§12 #17); an Action (行動) is optional and
Disrupt with no plan does nothing (§12 #18); partial execution does what it can (§12 #4); ひらめき and
裏向き are all-or-nothing (§12 #5); the text 「リザルトエリア」 is the processing area (§12 #8);
"choose 1 X" without a place means X on your own adventure area; "retire" is 退場 (お別れ triggers);
"won't retire in contact" and "cannot leave due to contact" are the same protection; a revealed plan
triggers "whenever you reveal a plan" for the player who removed it; new plans go on the highest
story without one (第三節 4.5.0); the first player's turn 1 adds a scene (only the draw is skipped,
第四節 2.2.1).
"""
