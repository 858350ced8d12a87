"""One verb on several chosen cards (EN 706): "Exhaust up to four target heroes and/or allies",
"Exhaust up to two target allies", "Destroy up to two target abilities", "Ready up to two target
allies" — K separate chosen targets, each a different card, the first skippable ("up to"), as
``templates_damage`` reads "… to each of up to three target heroes and/or allies". A following
"Each of them can't ready during its controller's next ready step" acts on each chosen card (501.1a);
any other sentence about "them" / "this way" leaves the power manual."""

from __future__ import annotations

import re

from engine.core.effects import Effect, Target

from . import rx
from .keys import NO_READY
from .registry import SENTENCES, TEXTS
from .templates_damage import _count, _first_optional, _targets

_OPS = {"exhaust": "tap", "ready": "untap", "destroy": "destroy"}


_VERB = r"(exhaust|ready|destroy) up to (\w+) target (.+)"
_NO_READY = re.compile(r"each of them can't ready during (?:its|their) controllers?'?s? next ready step", re.I)


@TEXTS.register("verb_up_to_n_targets")
def multi_effects(text: str, name: str) -> list[Effect] | None:
    """The whole effect text when it starts with such a sentence and says more about the chosen cards."""
    sentences = [p.strip().rstrip(".") for p in rx.split(r"(?<=[.!])\s+", text.strip()) if p.strip()]
    if len(sentences) < 2 or not (m := rx.fullmatch(_VERB, sentences[0], re.I)) or (effs := _verb_up_to(m, name, sentences[0])) is None:
        return None
    rest = sentences[1:]
    if len(rest) == 1 and _NO_READY.fullmatch(rest[0]):  # 501.1a on each chosen card, right after it is exhausted
        return [x for e in effs for x in (e, Effect("grant_keyword", 0, Target("previous", {}), keyword=NO_READY, duration="permanent", text=rest[0]))]
    if any(rx.search(r"\b(?:them|those|this way|each of)\b", s, re.I) for s in rest):
        return [Effect("manual", text=text)]  # "each character exhausted this way": not read
    return None


@SENTENCES.register("verb_up_to_n_targets", _VERB, full=True, priority=115, flags=re.I)
def _verb_up_to(m: re.Match, name: str, sentence: str) -> list[Effect] | None:
    k = _count(m.group(2))
    tgts = _targets(m.group(3), k or 0, name) if k else None
    if tgts is None:
        return None
    return _first_optional([Effect(_OPS[m.group(1).lower()], 0, t, text=sentence) for t in tgts])
