"""Retrieve: the Mnemolis-compatible client, the built-in router and its sources."""
