"""Verify: claims and their citations, verifiers, grounding metadata."""
