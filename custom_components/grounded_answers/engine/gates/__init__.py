"""Gates: the one chain every answer passes, sentence by sentence, before it is spoken."""
