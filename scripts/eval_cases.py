"""Command line of scripts/eval: run cases, print failures, close with the totals."""

from __future__ import annotations

import argparse
import asyncio
import json
import logging
import sys
from pathlib import Path

from scripts.eval_paths import BOTH, PATHS, describe_failure, outcome_record, run_cases
from scripts.evaluation import CaseError, load_cases


def main(argv: list[str] | None = None) -> int:
    """Run the cases of every file; exit 0 only when every case passed, 2 on bad input."""
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
        if not outcome.passed:
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
    failed = sum(not outcome.passed for outcome in outcomes)
    print(f"{len(outcomes) - failed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
