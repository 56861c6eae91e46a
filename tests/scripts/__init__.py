"""Tests of the command-line tools in scripts/."""
