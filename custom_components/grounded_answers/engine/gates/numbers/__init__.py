"""gates.numbers."""
