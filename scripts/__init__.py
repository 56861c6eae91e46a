"""Command-line tools of the repository (run from its root)."""
