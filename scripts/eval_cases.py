"""Command line of scripts/eval: run cases, print failures, close with the totals."""

from __future__ import annotations

import argparse
import asyncio
import json
import sys
from pathlib import Path

from scripts.evaluation import (
    describe_failure,
    load_cases,
    outcome_record,
    run_cases,
)


def main(argv: list[str] | None = None) -> int:
    """Run the cases of one file; exit 0 only when every case passed."""
    parser = argparse.ArgumentParser(prog="scripts/eval", description=__doc__)
    parser.add_argument("cases", type=Path, help="a JSON Lines file of cases")
    parser.add_argument("--json", type=Path, help="write every case's full result here")
    args = parser.parse_args(argv)

    outcomes = asyncio.run(run_cases(load_cases(args.cases)))
    for outcome in outcomes:
        if not outcome.passed:
            print(describe_failure(outcome))
    if args.json:
        args.json.write_text(
            json.dumps(
                [outcome_record(o) for o in outcomes], indent=2, ensure_ascii=False
            ),
            encoding="utf-8",
        )
    failed = sum(not outcome.passed for outcome in outcomes)
    print(f"{len(outcomes) - failed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
