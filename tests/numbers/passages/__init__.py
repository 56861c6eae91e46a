"""Material passages with their facts: data only, one module per passage.

Each module defines ``PASSAGE`` with ``language``, ``kind``, ``material`` and ``facts``.
A fact is ``(template, value, family, forms[, options])``: the answer sentence with
``{n}`` where the number goes, the value (a float, or a string for versions, phone
numbers and clock times "HH:MM"), a family label that picks swap partners, and the
surface forms of the value in the passage's language. Options: ``hedge`` (False: no
hedged variant, e.g. when the template already hedges) and ``swap`` (False: neither
swapped nor a swap partner).
"""
