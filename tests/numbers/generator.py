"""Variant generator for the numeric check, on realistic material passages.

Every passage (``passages/``) lists facts: an answer template in the passage's language
with ``{n}`` where the number goes, the value, a family label (used only to pick swap
partners) and the surface forms a model would write for the value. From each fact the
generator makes answers that must be served or rejected:

- ``restate`` (serve): the template with each of the fact's forms;
- ``hedged`` (serve): a language hedge word and a value within 3 % of the true one,
  written in the language's digit style (plain quantities only);
- ``invented`` (reject): a value no number of the passage is within 10 % of;
- ``swap`` (reject): the value of another fact of the same family, put under this
  fact's qualifier.

Each answer is checked with ``check_numbers`` against the passage's material; results
are cached so the per-passage tests, the summary test and the terminal summary share
one run. ``python -m tests.numbers.generator`` prints every wrong variant.
"""

from __future__ import annotations

import contextlib
import importlib
import inspect
import math
import pkgutil
import re
import time
from dataclasses import dataclass, field
from functools import cache
from typing import Any

from text_to_num import alpha2digit

# --------------------------------------------------------------------------- data

LANGUAGES = ("en", "de", "fr", "nl", "es", "it", "pt", "da")

# Hedge words, rotated over the facts of a passage. Chosen to fit before a number in
# any grammatical gender (Spanish "unos" would need "unas" before feminine nouns).
HEDGES: dict[str, tuple[str, ...]] = {
    "en": ("about", "roughly", "around", "approximately"),
    "de": ("etwa", "rund", "ungefähr", "circa", "ca."),
    "fr": ("environ", "approximativement"),
    "nl": ("ongeveer", "circa", "zo'n"),
    "es": ("aproximadamente", "alrededor de"),
    "it": ("circa",),
    "pt": ("cerca de", "aproximadamente"),
    "da": ("omkring", "cirka", "ca."),
}

# Million words for large values written with a scale word.
MILLION: dict[str, str] = {
    "en": "million",
    "de": "Millionen",
    "fr": "millions",
    "nl": "miljoen",
    "es": "millones",
    "it": "milioni",
    "pt": "milhões",
    "da": "millioner",
}

# Families that are labels, positions or points in time: never hedged.
NO_HEDGE_FAMILIES = frozenset(
    {
        "version",
        "phone",
        "time",
        "year",
        "channel",
        "ordinal",
        "minute",  # minute of a match: "in the 67th minute"
        "level",
        "schema",
        "port",
        "java",
    }
)

# Label-like numbers (ports, channels, schema and language versions): written plainly.
LABEL_FAMILIES = frozenset({"port", "java", "channel", "schema", "level"})

MAX_SWAPS_PER_FACT = 4

# A spelled number is said with a spoken unit, not a symbol: "one hundred and eighty
# degrees", not "one hundred and eighty °C". Applied to templates for spelled forms.
_DEG = {
    "en": "degrees",
    "de": "Grad",
    "fr": "degrés",
    "nl": "graden",
    "es": "grados",
    "it": "gradi",
    "pt": "graus",
    "da": "grader",
}
_GRAM = {
    "en": "grams",
    "de": "Gramm",
    "fr": "grammes",
    "nl": "gram",
    "es": "gramos",
    "it": "grammi",
    "pt": "gramas",
    "da": "gram",
}
_KM = {
    "en": "kilometres",
    "de": "Kilometer",
    "fr": "kilomètres",
    "nl": "kilometer",
    "es": "kilómetros",
    "it": "chilometri",
    "pt": "quilómetros",
    "da": "kilometer",
}
SPOKEN_UNITS: dict[str, list[tuple[str, str]]] = {
    lang: [
        (r"\{n\} °C", "{n} " + _DEG[lang]),
        (r"\{n\} g\b", "{n} " + _GRAM[lang]),
        (r"\{n\} km\b", "{n} " + _KM[lang]),
        (r"\{n\} kg\b", "{n} Kilo" if lang == "de" else "{n} kilos"),
        (
            r"\{n\} ml\b",
            {"es": "{n} mililitros", "en": "{n} millilitres"}.get(lang, "{n} ml"),
        ),
        (r"\{n\} cm\b", "{n} centimètres" if lang == "fr" else "{n} cm"),
        (r"\{n\} kW\b", "{n} chilowatt" if lang == "it" else "{n} kW"),
        (r"\{n\} dB\(A\)", "{n} decibéis" if lang == "pt" else "{n} dB(A)"),
        (r"\{n\} U/min", "{n} Umdrehungen pro Minute"),
        (r"\{n\} €", "{n} Euro" if lang == "de" else "{n} euros"),
        (r"£\{n\}", "{n} pounds"),
    ]
    for lang in LANGUAGES
}


def spoken(template: str, language: str) -> str:
    """Say the template's unit symbols in words, for a spelled number."""
    for pattern, words in SPOKEN_UNITS[language]:
        template = re.sub(pattern, words, template)
    return template


@dataclass(frozen=True)
class Fact:
    index: int
    template: str
    value: float | str
    family: str
    forms: tuple[str, ...]
    hedge: bool = True
    swap: bool = True
    hedged_template: str | None = None  # a template that already hedges


@dataclass(frozen=True)
class Passage:
    id: str
    language: str
    kind: str
    material: str
    facts: tuple[Fact, ...]


@dataclass(frozen=True)
class Variant:
    passage: str
    language: str
    kind: str  # restate | hedged | invented | swap
    answer: str
    must_serve: bool
    fact: int
    note: str  # the form used, the invented value or the partner fact


@dataclass
class Result:
    variant: Variant
    served: bool
    detail: str  # the finding's detail, "" when served
    token: str = ""
    error: str = ""

    @property
    def wrong(self) -> bool:
        return self.served != self.variant.must_serve


def _fact(index: int, raw: Any) -> Fact:
    template, value, family, forms, *rest = raw
    opts = rest[0] if rest else {}
    if isinstance(value, int):
        value = float(value)
    return Fact(
        index=index,
        template=template,
        value=value,
        family=family,
        forms=tuple(forms),
        hedge=opts.get("hedge", True),
        swap=opts.get("swap", True),
        hedged_template=opts.get("hedged"),
    )


@cache
def load_passages() -> tuple[Passage, ...]:
    """Every passage module under ``passages/``, in name order."""
    from . import passages as pkg

    found = []
    for info in sorted(pkgutil.iter_modules(pkg.__path__), key=lambda i: i.name):
        mod = importlib.import_module(f"{pkg.__name__}.{info.name}")
        p = mod.PASSAGE
        found.append(
            Passage(
                id=info.name,
                language=p["language"],
                kind=p["kind"],
                material=p["material"].strip(),
                facts=tuple(_fact(i, f) for i, f in enumerate(p["facts"])),
            )
        )
    return tuple(found)


# ------------------------------------------------------------- reading the material
# Deliberately generous: used only to make sure an invented value is far from every
# number of the material, and to validate the data. Never used to judge an answer.

_RUN = re.compile(r"\d(?:[\d.,\u00a0\u202f ]*\d)?")


def material_numbers(text: str, language: str) -> set[float]:
    """Every value a number of ``text`` could be read as, in any convention."""
    out: set[float] = set()
    scale = "|".join(MILLION.values())
    for m in re.finditer(rf"(\d+(?:[.,]\d+)?)\s(?:{scale})", text):
        out.add(round(float(m.group(1).replace(",", ".")) * 1e6))
    for run in _RUN.findall(text):
        pieces = {run}
        pieces.update(re.split(r"[\u00a0\u202f ]", run))
        for piece in pieces:
            for digits in re.findall(r"\d+", piece):
                out.add(float(digits))
            flat = piece.replace("\u00a0", "").replace("\u202f", "").replace(" ", "")
            for candidate in (
                flat.replace(",", ""),
                flat.replace(".", "").replace(",", "."),
                flat.replace(",", "."),
            ):
                with contextlib.suppress(ValueError):
                    out.add(float(candidate))
    spelled = alpha2digit(text, language, threshold=0)
    for digits in re.findall(r"\d+(?:[.,]\d+)?", spelled):
        out.add(float(digits.replace(",", ".")))
    return out


def material_times(text: str) -> set[tuple[int, int]]:
    """Every clock time of ``text`` as (hour, minute), 24 h."""
    out: set[tuple[int, int]] = set()
    for h, m in re.findall(r"(?<!\d)(\d{1,2})\s?[:.h]\s?(\d{2})(?!\d)", text):
        out.add((int(h) % 24, int(m)))
    for h in re.findall(r"(?<!\d)(\d{1,2})\s?(?:h|Uhr|uur)(?![\w])", text):
        out.add((int(h) % 24, 0))
    for h, m, ampm in re.findall(
        r"(?<!\d)(\d{1,2})(?::(\d{2}))?\s?(am|pm|a\.m\.|p\.m\.)", text, re.IGNORECASE
    ):
        hour = int(h) % 12 + (12 if ampm.lower().startswith("p") else 0)
        out.add((hour, int(m or 0)))
    return out


# ------------------------------------------------------------------ writing numbers


def _value_decimals(fact: Fact) -> int:
    """Decimals of the value as the material writes it (its first form)."""
    value = float(fact.value)
    text = repr(value)
    natural = len(text.split(".")[1]) if "." in text and not text.endswith(".0") else 0
    first = fact.forms[0]
    m = re.search(r"[.,](\d{1,2})(?!\d)", first)
    if m and "," not in first[m.start() + 1 :] and natural <= len(m.group(1)):
        return len(m.group(1))
    return natural


def fmt(value: float, language: str, decimals: int = 0) -> str:
    """``value`` in the digit style of ``language``."""
    negative = value < 0
    value = abs(value)
    text = f"{value:.{decimals}f}"
    whole, _, frac = text.partition(".")
    if language == "en":
        sep, dec, threshold = ",", ".", 1000
    elif language in ("fr", "pt"):
        sep, dec, threshold = " ", ",", 10000
    elif language == "es":
        sep, dec, threshold = ".", ",", 10000
    else:  # de, nl, it, da
        sep, dec, threshold = ".", ",", 1000
    if int(whole) >= threshold:
        groups = []
        while len(whole) > 3:
            groups.insert(0, whole[-3:])
            whole = whole[:-3]
        groups.insert(0, whole)
        whole = sep.join(groups)
    out = whole + (dec + frac if frac else "")
    return ("−" if negative and language != "en" else "-" if negative else "") + out


def fmt_scaled(value: float, language: str) -> str:
    """Write a value of millions with a scale word: "2,6 Millionen"."""
    millions = value / 1e6
    decimals = 0 if float(millions).is_integer() else 1
    return f"{fmt(round(millions, decimals), language, decimals)} {MILLION[language]}"


def _scaled(fact: Fact) -> bool:
    return float(fact.value) >= 1e6 and bool(re.search(r"[^\W\d_]", fact.forms[0]))


def _sig_round(value: float, sig: int) -> tuple[float, int]:
    magnitude = math.floor(math.log10(abs(value)))
    places = sig - 1 - magnitude
    return round(value, places), max(0, places)


def _near(a: float, b: float, rel: float) -> bool:
    return abs(a - b) <= rel * max(abs(a), abs(b))


# ------------------------------------------------------------------------ variants


def _fill(template: str, number: str) -> str:
    answer = template.replace("{n}", number)
    if answer[:1].islower():
        answer = answer[0].upper() + answer[1:]
    return answer


def _hedged(p: Passage, f: Fact, k: int) -> Variant | None:
    if isinstance(f.value, str) or not f.hedge or f.family in NO_HEDGE_FAMILIES:
        return None
    value = float(f.value)
    if value.is_integer() and abs(value) < 10:
        return None
    others = [
        x
        for x in material_numbers(p.material, p.language)
        if not _near(x, abs(value), 0.005)
    ]
    chosen, places = value, _value_decimals(f)
    for sig in (1, 2, 3, 4):
        c, d = _sig_round(value, sig)
        if c == value or not _near(c, value, 0.03):
            continue
        if any(_near(abs(c), x, 0.005) for x in others):
            continue
        chosen, places = c, d
        break
    if _scaled(f):
        number = fmt_scaled(chosen, p.language)
    else:
        number = fmt(chosen, p.language, places)
    if f.hedged_template:
        answer = _fill(f.hedged_template, number)
        return Variant(p.id, p.language, "hedged", answer, True, f.index, number)
    hedge = HEDGES[p.language][k % len(HEDGES[p.language])]
    template = f.template
    # the hedge goes before a currency sign: "about £1,250", "zo'n € 77"
    template = re.sub(r"([£€$]\s?)\{n\}", "{h}\\1{n}", template)
    if "{h}" not in template:
        template = template.replace("{n}", "{h}{n}")
    if p.language == "fr":  # "de environ" -> "d'environ"
        template = re.sub(r"\bde \{h\}", "d'{h}", template)
    answer = _fill(template.replace("{h}", f"{hedge} "), number)
    return Variant(
        p.id, p.language, "hedged", answer, True, f.index, f"{hedge} {number}"
    )


def _invent_number(p: Passage, f: Fact) -> str | None:
    value = float(f.value)
    known = material_numbers(p.material, p.language) | {
        abs(float(g.value)) for g in p.facts if not isinstance(g.value, str)
    }
    if f.family == "year":
        years = {x for x in known if 1000 <= x <= 2100}
        for offset in (7, -9, 13, -17, 23, -29, 31):
            c = value + offset
            if all(abs(c - y) > 3 for y in years):
                return str(int(c))
        return None
    places = _value_decimals(f)
    for factor in (1.37, 0.63, 1.91, 0.52, 2.45, 0.41, 3.3, 4.7, 0.27, 6.1):
        c = round(value * factor, places)
        if places == 0:
            c = float(int(c))
        if c in (value, 0):
            continue
        if any(_near(abs(c), x, 0.10) for x in known):
            continue
        if places == 0 and abs(value) >= 2 and abs(c) < 2:
            continue  # "1 Minuten": keep invented counts plural
        if _scaled(f):
            return fmt_scaled(c, p.language)
        if f.family in LABEL_FAMILIES:
            return str(int(c))
        return _like(fmt(c, p.language, places), f)
    return None


def _like(number: str, f: Fact) -> str:
    """Give an invented number the ordinal suffix of the fact's digit form."""
    like = next((x for x in f.forms if any(ch.isdigit() for ch in x)), "")
    if re.fullmatch(r"\d+(st|nd|rd|th)", like):
        n = int(number.replace(",", ""))
        suffix = (
            "th"
            if 10 <= n % 100 <= 20
            else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
        )
        return number + suffix
    m = re.fullmatch(r"\d+(e|ème|\.|º|°)", like)
    return number + m.group(1) if m else number


def _invent_version(p: Passage, f: Fact) -> str | None:
    parts = str(f.value).split(".")
    for bump in (3, 5, 2, 7):
        new = ".".join([*parts[:-1], str(int(parts[-1]) + bump)])
        if not re.search(rf"(?<![\d.]){re.escape(new)}(?![\d])", p.material):
            return new
    return None


def _invent_phone(p: Passage, f: Fact) -> str | None:
    form = f.forms[0]
    digits = re.sub(r"\D", "", form)
    flat = re.sub(r"\D", "", p.material)
    for bump in (137, 411, 589, 263):
        tail = f"{(int(digits[-3:]) + bump) % 1000:03d}"
        new_digits = digits[:-3] + tail
        if new_digits in flat:
            continue
        out, i = list(form), len(tail) - 1
        for pos in range(len(out) - 1, -1, -1):
            if i < 0:
                break
            if out[pos].isdigit():
                out[pos] = tail[i]
                i -= 1
        return "".join(out)
    return None


def _time_of(value: str) -> tuple[int, int]:
    h, m = value.split(":")
    return int(h), int(m)


def write_time(hour: int, minute: int, like: str) -> str:
    """(hour, minute) written in the style of the surface ``like``."""
    if re.search(r"(am|pm)\s*$", like, re.IGNORECASE):
        suffix = "pm" if hour >= 12 else "am"
        h12 = hour % 12 or 12
        return f"{h12}:{minute:02d} {suffix}" if minute else f"{h12} {suffix}"
    m = re.fullmatch(r"(\d{1,2})\s?h(?:\s?(\d{2}))?", like.strip())
    if m:
        space = " " if " " in like else ""
        return f"{hour}{space}h{space}{minute:02d}" if minute else f"{hour}{space}h"
    sep = "." if re.fullmatch(r"\d{1,2}\.\d{2}", like.strip()) else ":"
    width = 2 if re.match(r"0\d", like.strip()) else 1
    return f"{hour:0{width}d}{sep}{minute:02d}"


def _invent_time(p: Passage, f: Fact) -> str | None:
    taken = material_times(p.material) | {
        _time_of(str(g.value)) for g in p.facts if g.family == "time"
    }
    h, m = _time_of(str(f.value))
    start = h * 60 + m
    for offset in (135, -105, 195, -165, 255, 75):
        c = (start + offset) % (24 * 60)
        ch, cm = divmod(c, 60)
        if (ch, cm) in taken or any(
            (ch, cm) == ((th + 12) % 24, tm) for th, tm in taken
        ):
            continue
        return write_time(ch, cm, f.forms[0])
    return None


def _invented(p: Passage, f: Fact) -> Variant | None:
    if f.family == "version":
        number = _invent_version(p, f)
    elif f.family == "phone":
        number = _invent_phone(p, f)
    elif f.family == "time":
        number = _invent_time(p, f)
    else:
        number = _invent_number(p, f)
    if number is None:
        return None
    return Variant(
        p.id, p.language, "invented", _fill(f.template, number), False, f.index, number
    )


def _template(f: Fact, form: str, p: Passage) -> str:
    """Return the fact's template, with spoken units where the form is spelled."""
    if any(ch.isdigit() for ch in form):
        return f.template
    return spoken(f.template, p.language)


def _partner_surface(g: Fact) -> str:
    return g.forms[0]


def _swaps(p: Passage, f: Fact) -> list[Variant]:
    if not f.swap:
        return []
    partners = [
        g
        for g in p.facts
        if g.index != f.index and g.family == f.family and g.swap and g.value != f.value
    ]
    # spread: nearest facts first (they usually share a sentence with this one)
    partners.sort(key=lambda g: (abs(g.index - f.index), g.index))
    return [
        Variant(
            p.id,
            p.language,
            "swap",
            _fill(_template(f, _partner_surface(g), p), _partner_surface(g)),
            False,
            f.index,
            f"value of fact {g.index}: {g.template.replace('{n}', g.forms[0])}",
        )
        for g in partners[:MAX_SWAPS_PER_FACT]
    ]


def variants(p: Passage) -> list[Variant]:
    out: list[Variant] = []
    for k, f in enumerate(p.facts):
        for form in f.forms:
            out.append(
                Variant(
                    p.id,
                    p.language,
                    "restate",
                    _fill(_template(f, form, p), form),
                    True,
                    f.index,
                    form,
                )
            )
        h = _hedged(p, f, k)
        if h:
            out.append(h)
        inv = _invented(p, f)
        if inv:
            out.append(inv)
        out.extend(_swaps(p, f))
    return out


# ------------------------------------------------------------------------ checking


@cache
def _checker():
    from custom_components.grounded_answers.engine.gates.numbers import check_numbers

    takes_language = "language" in inspect.signature(check_numbers).parameters
    return check_numbers, takes_language


STATE: dict[str, Any] = {"results": {}, "seconds": 0.0}


def run_passage(p: Passage) -> list[Result]:
    """Check every variant of ``p`` (cached per passage)."""
    done = STATE["results"]
    if p.id in done:
        return done[p.id]
    try:
        check, takes_language = _checker()
    except Exception as exc:
        STATE["import_error"] = f"{type(exc).__name__}: {exc}"
        raise
    kwargs = {"query": "", "current_year": None}
    if takes_language:
        kwargs["language"] = p.language
    results = []
    started = time.perf_counter()
    for v in variants(p):
        try:
            finding = check(v.answer, p.material, **kwargs)
        except Exception as exc:  # noqa: BLE001 - an engine crash is a result too
            results.append(Result(v, False, "", error=f"{type(exc).__name__}: {exc}"))
            continue
        if finding is None:
            results.append(Result(v, True, ""))
        else:
            results.append(Result(v, False, finding.detail, token=finding.token))
    STATE["seconds"] += time.perf_counter() - started
    done[p.id] = results
    return results


def run_all() -> list[Result]:
    out: list[Result] = []
    for p in load_passages():
        out.extend(run_passage(p))
    return out


@dataclass
class Counts:
    passages: int = 0
    variants: int = 0
    false_serves: int = 0
    must_reject: int = 0
    false_rejects: int = 0
    must_serve: int = 0
    errors: int = 0
    by_kind: dict[str, list[int]] = field(default_factory=dict)

    @property
    def reject_rate(self) -> float:
        return self.false_rejects / self.must_serve if self.must_serve else 0.0

    def line(self) -> str:
        text = (
            f"numeric generator: {self.passages} passages, {self.variants} variants, "
            f"false serves {self.false_serves} of {self.must_reject}, "
            f"false rejects {self.false_rejects} of {self.must_serve} "
            f"({100 * self.reject_rate:.1f}%)"
        )
        if self.errors:
            text += f", engine errors {self.errors}"
        return text

    def kinds(self) -> str:
        return ", ".join(
            f"{k} {wrong}/{total} wrong" for k, (wrong, total) in self.by_kind.items()
        )


def counts() -> Counts | None:
    """Count the results of the passages checked so far; None when none was."""
    done: dict[str, list[Result]] = STATE["results"]
    if not done:
        return None
    c = Counts(passages=len(done))
    for results in done.values():
        for r in results:
            c.variants += 1
            slot = c.by_kind.setdefault(r.variant.kind, [0, 0])
            slot[1] += 1
            if r.error:
                c.errors += 1
            if r.variant.must_serve:
                c.must_serve += 1
                if not r.served:
                    c.false_rejects += 1
                    slot[0] += 1
            else:
                c.must_reject += 1
                if r.served:
                    c.false_serves += 1
                    slot[0] += 1
    return c


def describe(r: Result, material: str, width: int = 160) -> str:
    """One block for a wrong variant: kind, answer, material excerpt, finding."""
    v = r.variant
    p = next(p for p in load_passages() if p.id == v.passage)
    lines = [
        f"[{v.passage} fact {v.fact} {v.kind}] {v.answer}",
        f"    note: {v.note}",
        f"    material: {excerpt(material, p.facts[v.fact], width)}",
    ]
    m = re.match(r"value of fact (\d+)", v.note)
    if m:
        partner = p.facts[int(m.group(1))]
        lines.append(f"    partner's material: {excerpt(material, partner, width)}")
    verdict = (
        f"error {r.error}"
        if r.error
        else "served (no finding)"
        if r.served
        else f"rejected on {r.token!r}: {r.detail}"
    )
    lines.append(f"    verdict: {verdict}")
    return "\n".join(lines)


def excerpt(material: str, f: Fact, width: int = 160) -> str:
    """Cut the material around the fact's own number, nearest the fact's words."""
    flat = " ".join(material.split())
    words = {w.lower() for w in re.findall(r"[^\W\d_]{4,}", f.template)}
    best: tuple[int, int] | None = None
    for needle in (*f.forms, str(f.value)):
        if any(ch.isdigit() for ch in needle):
            pattern = rf"(?<![\d.,]){re.escape(needle)}(?![\d]|[.,]\d)"
        else:
            pattern = rf"\b{re.escape(needle)}\b"
        for hit in re.finditer(pattern, flat, re.IGNORECASE):
            around = flat[max(0, hit.start() - 80) : hit.end() + 80].lower()
            score = sum(w in around for w in words)
            if best is None or score > best[0]:
                best = (score, hit.start())
    if best is None:
        return flat[:width] + "…"
    start = max(0, best[1] - width // 2)
    return ("…" if start else "") + flat[start : start + width] + "…"


def main() -> None:  # pragma: no cover - a report for people
    run_all()
    passages = {p.id: p for p in load_passages()}
    for pid, results in STATE["results"].items():
        for r in results:
            if r.wrong or r.error:
                print(describe(r, passages[pid].material))
    c = counts()
    assert c is not None
    print(c.line())
    print(c.kinds())
    print(f"checked in {STATE['seconds']:.2f} s")


if __name__ == "__main__":  # pragma: no cover
    main()
