"""Route cues, one module per language (``en``, ``de``, ``fr``, ...), on ``base``."""
