"""Generated variants for the numeric check on realistic material (see generator.py)."""
