"""Print the numeric generator's counts after a run that checked any of its variants.

The hook lives here, not in ``tests/numbers``: under xdist only the controller prints,
and it loads no conftest of a folder that only its workers collect.
"""

from __future__ import annotations

from .numbers import generator


def pytest_terminal_summary(terminalreporter, exitstatus, config):
    counts = generator.counts()
    if counts is None and _ran_here(terminalreporter):
        # Under xdist the workers checked the variants; count them here once more.
        generator.run_all()
        counts = generator.counts()
    if counts is None:
        if generator.STATE.get("import_error"):
            terminalreporter.write_line(
                f"numeric generator: not run ({generator.STATE['import_error']})"
            )
        return
    terminalreporter.write_line(
        f"{counts.line()}; targets: false serves 0, false rejects at most 2%"
    )
    terminalreporter.write_line(f"numeric generator by kind: {counts.kinds()}")


def _ran_here(terminalreporter) -> bool:
    """Whether a test of `tests/numbers` ran in the session (in any worker)."""
    return any(
        getattr(report, "nodeid", "").startswith("tests/numbers/")
        for reports in terminalreporter.stats.values()
        for report in reports
    )
