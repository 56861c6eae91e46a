"""Text utilities: sentences, numbers, speech rendering."""
