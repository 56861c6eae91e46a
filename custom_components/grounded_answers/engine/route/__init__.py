"""Route: whether a question needs a model, how to split it, and per-language cues."""
