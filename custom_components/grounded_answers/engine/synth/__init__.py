"""Synthesis: the prompt, the model backend (Ollama), reasoning-block handling."""
