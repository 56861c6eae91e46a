"""Command line of scripts/eval: run cases, print failures, close with the totals."""

from __future__ import annotations

import argparse
import asyncio
import json
import logging
import sys
from pathlib import Path

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
    parser = argparse.ArgumentParser(prog="scripts/eval", description=__doc__)
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
    args = parser.parse_intermixed_args(argv)
    # The engine's warnings (each numeric rejection, say) would bury the FAIL lines.
    logging.basicConfig(
        level=logging.ERROR, format="%(levelname)s %(name)s: %(message)s"
    )

    try:
        cases = [case for path in args.cases for case in load_cases(path)]
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
    summary = f"{passed} passed, {failed} failed"
    if gaps:
        summary += f", {gaps} known gaps" + (
            "" if args.gaps else " (--gaps lists them)"
        )
    print(summary)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
