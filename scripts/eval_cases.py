"""
Command line of scripts/eval: run cases, print failures, close with the totals.

Output: one ``FAIL id: …`` line per failing case, then one summary line. The engine's
own log lines (a gate leaving a sentence out is logged at INFO: an expected rejection,
not a failure) are shown only with ``--verbose``, each labelled ``log:``; errors always.
A missing or malformed case file is one ``scripts/eval: error: FILE:LINE: …`` line on
stderr and exit 2, before any case runs.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import logging
import sys
from pathlib import Path
from typing import Any

from scripts.eval_paths import (
    BOTH,
    PATHS,
    describe_closed_gap,
    describe_failure,
    outcome_record,
    run_cases,
)
from scripts.evaluation import CaseError, load_cases


def main(argv: list[str] | None = None) -> int:
    """Run the cases of every file; exit 0 only when every case passed, 2 on bad input.

    A case marked ``known_gap`` that fails is counted apart, not as a failure; one
    that passes is a failure (its mark must go).
    """
    parser = argparse.ArgumentParser(
        prog="scripts/eval",
        description="Run gate-evaluation cases (JSON Lines, docs/eval-format.md) "
        "through the real answer engine. Exit 0: every case passed; 1: a case "
        "failed; 2: a case file is missing or malformed.",
    )
    parser.add_argument("cases", type=Path, nargs="+", help="JSON Lines files of cases")
    parser.add_argument(
        "--path",
        choices=(*PATHS, BOTH),
        default=BOTH,
        help="stream: as a voice satellite hears it; answer: as the ask service "
        "returns it; both (default): each, and the two must agree",
    )
    parser.add_argument("--json", type=Path, help="write every case's full result here")
    parser.add_argument(
        "--gaps",
        action="store_true",
        help="also list the cases marked known_gap that still fail (GAP lines)",
    )
    parser.add_argument(
        "--verbose",
        action="store_true",
        help="also show the engine's log lines (INFO and up: each gate's rejection, "
        "expected or not), labelled 'log:', on stderr",
    )
    args = parser.parse_intermixed_args(argv)
    # A gate's rejection is logged at INFO, and most cases expect one: unlabelled, those
    # lines would bury the FAIL lines and read as failures themselves.
    logging.basicConfig(
        level=logging.INFO if args.verbose else logging.ERROR,
        format="log: %(levelname)s %(name)s: %(message)s",
    )

    try:
        cases = [
            case for path in args.cases for case in _nonempty(load_cases(path), path)
        ]
    except CaseError as err:
        print(f"scripts/eval: error: {err}", file=sys.stderr)
        return 2
    outcomes = asyncio.run(run_cases(cases, args.path))
    for outcome in outcomes:
        if outcome.known_gap and outcome.passed:
            print(describe_closed_gap(outcome))
        elif not outcome.passed and (args.gaps or not outcome.known_gap):
            print(describe_failure(outcome))
    if args.json:
        try:
            args.json.write_text(
                json.dumps(
                    [outcome_record(o) for o in outcomes], indent=2, ensure_ascii=False
                ),
                encoding="utf-8",
            )
        except OSError as err:
            print(f"scripts/eval: error: {args.json}: {err.strerror}", file=sys.stderr)
            return 2
    failed = sum(outcome.counts_as_failure for outcome in outcomes)
    gaps = sum(bool(o.known_gap) and not o.passed for o in outcomes)
    passed = len(outcomes) - failed - gaps
    print(summary_line(passed, failed, gaps, files=len(args.cases), listed=args.gaps))
    return 1 if failed else 0


def _nonempty(cases: list[dict[str, Any]], path: Path) -> list[dict[str, Any]]:
    """Return ``cases``; CaseError for a file without any (a wrong file, most likely)."""
    if not cases:
        raise CaseError(f"{path}: no cases (JSON Lines: one case object per line)")
    return cases


def _count(number: int, noun: str) -> str:
    return f"{number} {noun}{'' if number == 1 else 's'}"


def summary_line(
    passed: int, failed: int, gaps: int, *, files: int, listed: bool
) -> str:
    """Return the closing line: the counts, then what the run means."""
    total = passed + failed + gaps
    counts = f"{passed} passed, {failed} failed"
    if gaps:
        counts += f", {gaps} known gaps" + ("" if listed else " (--gaps lists them)")
    where = f"{_count(total, 'case')} in {_count(files, 'file')}"
    verdict = "FAILED" if failed else "OK"
    return f"{verdict}: {counts} ({where})"


if __name__ == "__main__":
    sys.exit(main())
