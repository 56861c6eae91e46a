"""End-to-end tests: a real Home Assistant process."""
