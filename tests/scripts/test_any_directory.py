"""Every script, run from another directory and before set-up, as a contributor runs it.

Paths are taken relative to where the command was typed; before ``scripts/setup`` (or
with a ``.venv`` of another Python) each script says so in one line, with the fix, and
exits 2. A copy of ``scripts/`` without a ``.venv`` stands for a fresh clone; a fake
interpreter that reports Python 3.11 stands for a wrong ``.venv`` (python3.11 need not
exist here).
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
SCRIPTS = ROOT / "scripts"
# Every command in scripts/ (an executable without a suffix); setup makes the .venv.
COMMANDS = sorted(
    path.name
    for path in SCRIPTS.iterdir()
    if path.is_file() and not path.suffix and os.access(path, os.X_OK)
)
NEEDS_VENV = [name for name in COMMANDS if name != "setup"]
HAS_VENV = (ROOT / ".venv" / "bin" / "python").exists()
needs_venv = pytest.mark.skipif(not HAS_VENV, reason="needs scripts/setup's .venv")


def run(command: list[str], cwd: Path, **env: str) -> subprocess.CompletedProcess[str]:
    """Run ``command`` in ``cwd`` and return what it printed."""
    return subprocess.run(
        command,
        cwd=cwd,
        env={**os.environ, **env},
        capture_output=True,
        text=True,
        check=False,
        timeout=300,
    )


def relative(path: Path, start: Path) -> str:
    """Return ``path`` as typed from ``start`` (``../clone/scripts/eval``)."""
    return os.path.relpath(path, start)


def fake_python(path: Path, version: str) -> Path:
    """Write an interpreter stand-in that reports ``version`` whatever it is asked."""
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(f"#!/bin/sh\necho {version}\n", encoding="utf-8")
    path.chmod(0o755)
    return path


@pytest.fixture
def clone(tmp_path: Path) -> Path:
    """Return a fresh clone's stand-in: the scripts and requirement files, no .venv."""
    repo = tmp_path / "clone"
    shutil.copytree(SCRIPTS, repo / "scripts", ignore=shutil.ignore_patterns("__py*"))
    for name in ("requirements_test.txt", "requirements_e2e.txt"):
        # Nothing to install: the set-up test must not need the network.
        (repo / name).write_text("# nothing, in this test\n", encoding="utf-8")
    return repo


@pytest.mark.parametrize("name", NEEDS_VENV)
def test_before_setup_each_script_says_to_run_setup(
    clone: Path, tmp_path: Path, name: str
) -> None:
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()

    done = run([relative(clone / "scripts" / name, elsewhere), "--help"], elsewhere)

    assert done.returncode == 2, done.stdout + done.stderr
    assert done.stdout == ""
    assert done.stderr == (
        f"scripts/{name}: no .venv in {clone} (set-up was not done); "
        f"run {clone}/scripts/setup first.\n"
    )


@pytest.mark.parametrize("name", NEEDS_VENV)
def test_a_venv_of_another_python_is_refused_with_the_fix(
    clone: Path, tmp_path: Path, name: str
) -> None:
    fake_python(clone / ".venv" / "bin" / "python", "3.11")

    done = run([str(clone / "scripts" / name), "--help"], tmp_path)

    assert done.returncode == 2, done.stdout + done.stderr
    assert done.stderr == (
        f"scripts/{name}: .venv holds Python 3.11, the project needs 3.14; "
        f"run {clone}/scripts/setup first.\n"
    )


def test_setup_refuses_a_wrong_python_before_building_anything(
    clone: Path, tmp_path: Path
) -> None:
    python311 = fake_python(tmp_path / "bin" / "python3.11", "3.11")

    done = run([str(clone / "scripts" / "setup")], tmp_path, PYTHON=str(python311))

    assert done.returncode == 2
    assert done.stderr == (
        f"scripts/setup: {python311} is Python 3.11, the project needs 3.14; nothing "
        "was changed. Set PYTHON=/path/to/python3.14.\n"
    )
    assert not (clone / ".venv").exists()


def test_setup_refuses_a_python_that_is_not_there(clone: Path, tmp_path: Path) -> None:
    done = run([str(clone / "scripts" / "setup")], tmp_path, PYTHON="no-such-python")

    assert done.returncode == 2
    assert "needs Python 3.14 (no-such-python not found)" in done.stderr
    assert not (clone / ".venv").exists()


def test_setup_rebuilds_a_venv_of_another_python_and_says_each_step(
    clone: Path, tmp_path: Path
) -> None:
    fake_python(clone / ".venv" / "bin" / "python", "3.11")
    (clone / ".venv" / "stale").write_text("from the 3.11 set-up", encoding="utf-8")

    done = run(
        [str(clone / "scripts" / "setup")],
        tmp_path,
        PYTHON=sys.executable,  # a Python 3.14 (this suite's)
        PIP_NO_INDEX="1",  # nothing to fetch: pip is there, the requirements empty
        PIP_DISABLE_PIP_VERSION_CHECK="1",
    )

    assert done.returncode == 0, done.stdout + done.stderr
    lines = done.stdout.splitlines()
    assert lines[0] == (
        "scripts/setup: .venv holds Python 3.11, the project needs 3.14: rebuilding .venv"
    )
    steps = [
        line.split("]")[0] for line in lines if line.startswith("scripts/setup: [")
    ]
    assert steps == [f"scripts/setup: [{n}/4" for n in range(1, 5)]
    assert lines[-1].startswith("Set up: Python 3.14")
    assert not (clone / ".venv" / "stale").exists()
    version = run([str(clone / ".venv" / "bin" / "python"), "--version"], tmp_path)
    assert version.stdout.startswith("Python 3.14")
    assert (clone / ".venv" / "setup.log").read_text(encoding="utf-8")


# --- relative paths, from another directory ------------------------------------------

GOOD_CASE = {
    "id": "good",
    "query": "how tall",
    "result": "The tower is 330 metres tall. " * 10,
    "llm_output": "It is 330 metres tall. (kiwix)",
    "expect": {"outcome": "served"},
}


@needs_venv
def test_eval_reads_case_files_relative_to_where_it_is_typed(tmp_path: Path) -> None:
    here = tmp_path / "work"
    (here / "cases").mkdir(parents=True)
    (here / "cases" / "dev.jsonl").write_text(
        json.dumps(GOOD_CASE) + "\n", encoding="utf-8"
    )

    done = run(
        [
            relative(SCRIPTS / "eval", here),
            "cases/dev.jsonl",
            "--json",
            "out.json",
        ],
        here,
    )

    assert done.returncode == 0, done.stdout + done.stderr
    assert done.stdout == "OK: 1 passed, 0 failed (1 case in 1 file)\n"
    assert [r["id"] for r in json.loads((here / "out.json").read_text())] == ["good"]


@needs_venv
def test_bench_writes_its_report_where_it_is_typed(tmp_path: Path) -> None:
    here = tmp_path / "work"
    here.mkdir()

    done = run(
        [relative(SCRIPTS / "bench", here), "--quick", "--json", "report.json"], here
    )

    assert done.returncode == 0, done.stdout + done.stderr
    assert json.loads((here / "report.json").read_text())  # here, not in the repo
    assert not (ROOT / "report.json").exists()


@needs_venv
def test_ask_indexes_the_folder_typed_not_the_repository(tmp_path: Path) -> None:
    # A word no file of the repository holds: found only if "." is this folder.
    word = "zorbanite"
    docs = tmp_path / "manuals"
    docs.mkdir()
    (docs / "descaler.md").write_text(
        f"# Descaler\n\nDescale the kettle with {word} powder and hot water.",
        encoding="utf-8",
    )

    done = run(
        [relative(SCRIPTS / "ask", docs), f"what is {word}", "--docs", ".", "--json"],
        docs,
        XDG_CACHE_HOME=str(tmp_path / "cache"),
    )

    assert done.returncode == 0, done.stderr
    report = json.loads(done.stdout)
    assert report["source_used"] == "documents"
    assert f"{word} powder" in report["result"]


@needs_venv
def test_test_takes_test_paths_relative_to_where_it_is_typed(tmp_path: Path) -> None:
    test = "tests/scripts/test_evaluation.py::test_model_pieces_are_words_with_their_spaces"

    done = run(
        [
            relative(SCRIPTS / "test", ROOT.parent),
            f"{ROOT.name}/{test}",
            "-q",
            "-p",
            "no:cacheprovider",
        ],
        ROOT.parent,
    )

    assert done.returncode == 0, done.stdout + done.stderr
    assert "1 passed" in done.stdout


@needs_venv
def test_test_lists_each_skip_with_its_reason(tmp_path: Path) -> None:
    (tmp_path / "test_widget.py").write_text(
        "import pytest\n\n\ndef test_widget():\n    pytest.skip('no widget here')\n",
        encoding="utf-8",
    )

    done = run(
        [
            relative(SCRIPTS / "test", tmp_path),
            "test_widget.py",
            "-p",
            "no:cacheprovider",
        ],
        tmp_path,
    )

    assert done.returncode == 0, done.stdout + done.stderr
    assert "SKIPPED [1] test_widget.py:5: no widget here" in done.stdout


@needs_venv
def test_lint_check_reports_without_rewriting(tmp_path: Path) -> None:
    messy = tmp_path / "messy.py"
    text = '"""A module."""\n\nVALUE = {  "a":1 }\n'
    messy.write_text(text, encoding="utf-8")
    tidy = tmp_path / "tidy.py"
    tidy.write_text('"""A module."""\n\nVALUE = {"a": 1}\n', encoding="utf-8")

    found = run([relative(SCRIPTS / "lint", tmp_path), "--check", "messy.py"], tmp_path)
    clean = run([relative(SCRIPTS / "lint", tmp_path), "--check", "tidy.py"], tmp_path)

    assert found.returncode == 1
    assert "Would reformat: messy.py" in found.stdout + found.stderr
    assert "scripts/lint --check: not clean" in found.stderr
    assert messy.read_text(encoding="utf-8") == text  # nothing rewritten
    assert clean.returncode == 0, clean.stdout + clean.stderr


@needs_venv
def test_lint_refuses_an_unknown_option(tmp_path: Path) -> None:
    done = run([str(SCRIPTS / "lint"), "--fix-everything"], tmp_path)

    assert done.returncode == 2
    assert "unknown option --fix-everything" in done.stderr


# --- tests never install software ----------------------------------------------------


def fake_kiwix(path: Path, version: str) -> Path:
    """Write a kiwix-serve stand-in that prints ``version`` as --version does."""
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(f"#!/bin/sh\necho 'kiwix-tools {version}'\n", encoding="utf-8")
    path.chmod(0o755)
    return path


@pytest.mark.parametrize(
    ("versions", "found", "reason"),
    [
        ((), None, "kiwix-serve 3.5+ not found: set KIWIX_SERVE="),
        (("3.3.0",), None, "too old or unknown: 'kiwix-tools 3.3.0'"),
        (("3.3.0", "3.7.0"), "3.7.0", ""),  # an old one first hides no newer one
        (("3.5.1",), "3.5.1", ""),
    ],
)
def test_kiwix_serve_is_looked_for_never_installed(
    tmp_path: Path, monkeypatch, versions, found, reason
) -> None:
    from tests.stubs import kiwix

    empty = tmp_path / "empty-bin"
    empty.mkdir()
    monkeypatch.setattr(kiwix, "UNPACKED", tmp_path / "not-unpacked" / "kiwix-serve")
    monkeypatch.delenv("KIWIX_SERVE", raising=False)
    monkeypatch.setenv("PATH", str(empty))
    binaries = {v: fake_kiwix(tmp_path / v / "kiwix-serve", v) for v in versions}
    if versions:  # the last on PATH; with two, the first named by KIWIX_SERVE
        monkeypatch.setenv("PATH", str(binaries[versions[-1]].parent))
    if len(versions) > 1:
        monkeypatch.setenv("KIWIX_SERVE", str(binaries[versions[0]]))

    path, why = kiwix.find_kiwix_serve.__wrapped__()

    assert path == (str(binaries[found]) if found else None)
    assert reason in why
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(
        ["empty-bin", *versions]
    )  # nothing unpacked or installed anywhere here


def test_ci_sets_up_then_lints_then_tests() -> None:
    commands = [
        line.strip()
        for line in (ROOT / ".ci" / "run").read_text(encoding="utf-8").splitlines()
        if line.strip().startswith('"$root/scripts/')
    ]

    assert commands == [
        '"$root/scripts/setup"',
        '"$root/scripts/lint" --check',
        '"$root/scripts/test"',
    ]
