"""Follow-up questions: an utterance that leans on the turn before, made standalone.

``turns.Turn`` is what the glue passes (the conversation's recent turns, most recent
last); ``resolve`` carries the previous question's subject over by per-language rules
(``languages/<code>.py``); ``rewrite`` lets a model propose the standalone question,
kept only when every word of it comes from the history or the utterance.
"""
