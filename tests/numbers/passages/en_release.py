"""Material: release (en, release notes)."""

PASSAGE = {
    "language": "en",
    "kind": "release notes",
    "material": """
Release 2026.4 — "Spring cleaning"
Released on 1 April 2026.

Requirements
This release requires Python 3.13 or newer; support for Python 3.12 has been removed. The minimum supported Linux kernel for the operating system image is now 6.4 (previously 5.15). Installations on 32-bit ARM boards are no longer supported.

Database
The database schema moves to version 48. Upgrading from schema 43 or older runs a one-time migration that can take up to 20 minutes on large databases; do not restart during the migration. The recorder now keeps 10 days of history by default, while long-term statistics are kept for 365 days.

Integrations
The Z-Wave integration now requires Z-Wave JS Server 14.2, and the Matter server was updated to 7.0.
Breaking change: the default timeout of the REST sensor was lowered from 30 to 15 seconds. If your endpoint is slow, set the timeout option explicitly.
""",
    "facts": [
        (
            "The spring cleaning release is version {n}.",
            "2026.4",
            "version",
            ["2026.4"],
        ),
        ("This release requires Python {n} or newer.", "3.13", "version", ["3.13"]),
        ("Support for Python {n} has been removed.", "3.12", "version", ["3.12"]),
        ("The minimum supported Linux kernel is now {n}.", "6.4", "version", ["6.4"]),
        ("Previously, the minimum kernel was {n}.", "5.15", "version", ["5.15"]),
        (
            "The Z-Wave integration now requires Z-Wave JS Server {n}.",
            "14.2",
            "version",
            ["14.2"],
        ),
        ("The Matter server was updated to {n}.", "7.0", "version", ["7.0"]),
        ("The database schema moves to version {n}.", 48, "schema", ["48"]),
        ("Upgrading from schema {n} or older runs a migration.", 43, "schema", ["43"]),
        (
            "The migration can take up to {n} minutes on large databases.",
            20,
            "minutes",
            ["20", "twenty"],
        ),
        (
            "The recorder keeps {n} days of history by default.",
            10,
            "days",
            ["10", "ten"],
        ),
        (
            "Long-term statistics are kept for {n} days.",
            365,
            "days",
            ["365", "three hundred and sixty-five"],
        ),
        (
            "The REST sensor's default timeout is now {n} seconds.",
            15,
            "seconds",
            ["15", "fifteen"],
        ),
        (
            "The REST sensor's timeout used to be {n} seconds.",
            30,
            "seconds",
            ["30", "thirty"],
        ),
    ],
}
