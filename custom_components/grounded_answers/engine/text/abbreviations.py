"""Abbreviations after which a period does not end a sentence, per language: data only.

Each language lists, side by side, the abbreviations of its own writing:

- ``always``: never end a sentence, whatever follows ("z. B.", "env.", "Sr.");
- ``number``: do not end one when a number follows ("Nr. 5", "blz. 12", "pág. 3");
- ``soft``: often end a sentence ("usw.", "ecc.", "etc."): the general rule decides
  (a capital after them splits, lowercase joins), so they are listed only as
  documentation and for the generated tests;
- ``ordinal``: words that a day or rank written "3." precedes in languages writing
  ordinals with a period (de, da): "am 3. Oktober", "im 19. Jahrhundert".

Spaced forms ("z. B.", "p. ej.", "u. a.") and closed ones ("z.B.", "o.a.", "f.eks.")
are one key: lower-cased, spaces removed, final period dropped ("z.b"). General rules
are mechanisms in :mod:`.sentences`, not entries: a single capital initial
("J. R. R. Tolkien", "M. Dupont"), a list number at the start of a line, and a
decimal comma (never a sentence mark). A caller that does not know the language gets
every table at once (:data:`ALL`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final


def key(written: str) -> str:
    """Return the table key of an abbreviation as written: "z. B." -> "z.b"."""
    return "".join(written.lower().split()).removesuffix(".")


def _keys(text: str) -> frozenset[str]:
    """Read a ``|``-separated table of written abbreviations into keys."""
    return frozenset(key(item) for item in text.split("|") if item.strip())


@dataclass(frozen=True, slots=True)
class Abbreviations:
    """What the sentence splitter knows of one language's (or all) abbreviations."""

    always: frozenset[str]
    number: frozenset[str]
    soft: frozenset[str]
    ordinal: frozenset[str]  # lower-cased words an ordinal "3." precedes
    written: tuple[str, ...] = ()  # the entries as written, for tests and docs
    # Key parts before an inner period: "z" of "z.b", "u" and "u.s" of "u.s.w".
    prefixes: frozenset[str] = frozenset()

    def joins(self, whole: str) -> bool:
        """Whether ``whole`` ("z.b", "o.ä", "u.s") is a key or the start of one."""
        return (
            whole in self.always
            or whole in self.number
            or whole in self.soft
            or whole in self.prefixes
        )

    def starts(self, text: str) -> bool:
        """Whether ``text`` (lower-cased) may still grow into a key or ordinal word.

        The streaming splitter's last word may be cut mid-way ("p. e" of "p. ej.",
        "3. Okt" of "3. Oktober"): such a sentence is held, never released.
        """
        return any(
            entry.startswith(text) for entry in (*self.always, *self.number, *self.soft)
        ) or any(word.startswith(text) for word in self.ordinal)


def _prefixes(entries: frozenset[str]) -> frozenset[str]:
    """Every key part that ends before an inner period of a multi-part key."""
    out: set[str] = set()
    for entry in entries:
        parts = entry.split(".")
        out.update(".".join(parts[:n]) for n in range(1, len(parts)))
    return frozenset(out)


def _table(
    always: str, number: str = "", soft: str = "", ordinal: str = ""
) -> Abbreviations:
    """Build one language's table from ``|``-separated written abbreviations."""
    written = tuple(
        w.strip() for w in f"{always}|{number}|{soft}".split("|") if w.strip()
    )
    # Soft ones count too: the "o." of "o. Ä." never ends a sentence, only the "Ä.".
    joining = _keys(always) | _keys(number) | _keys(soft)
    return Abbreviations(
        always=_keys(always),
        number=_keys(number),
        soft=_keys(soft),
        ordinal=frozenset(ordinal.lower().split()),
        written=written,
        prefixes=_prefixes(joining),
    )


# Month names a German or Danish ordinal day precedes, and ranked nouns.
_DE_ORDINAL: Final = (
    "januar jänner februar märz april mai juni juli august september oktober november"
    " dezember jan feb mär apr jun jul aug sep sept okt nov dez jahrhundert jh"
    " jahrtausend stock platz klasse auflage etage liga mal"
)
_DA_ORDINAL: Final = (
    "januar februar marts april maj juni juli august september oktober november"
    " december jan feb mar apr jun jul aug sep sept okt nov dec århundrede sal plads"
)

TABLES: Final[dict[str, Abbreviations]] = {
    "en": _table(
        "Mr.|Mrs.|Ms.|Dr.|Prof.|St.|Mt.|Ft.|Rev.|Hon.|Pres.|Gen.|Gov.|Sen.|Rep."
        "|Capt.|Col.|Lt.|Sgt.|Maj.|Cpt.|e.g.|i.e.|eg.|ie.|vs.|v.|cf.|al.|ca."
        "|approx.|fig.|Dept.|Univ.|Bros.|Assn.|Ave.|Blvd.|Rd.|U.S.|U.K.|U.N.|E.U."
        "|U.S.A.|Jan.|Feb.|Mar.|Apr.|Jun.|Jul.|Aug.|Sep.|Sept.|Oct.|Nov.|Dec.",
        number="No.|Nos.|Nr.|Vol.|Vols.|p.|pp.|ch.|art.|est.|op.|max.",
        soft="etc.|Inc.|Ltd.|Jr.|Sr.|Co.|Corp.|a.m.|p.m.",
    ),
    "de": _table(
        "z. B.|z.B.|ca.|bzw.|u. a.|u.a.|d. h.|d.h.|v. a.|u. U.|z. T.|i. d. R.|o. g."
        "|vgl.|ggf.|evtl.|bspw.|inkl.|exkl.|zzgl.|sog.|insb.|Dr.|Prof.|Hr.|Fr.|Frl."
        "|St.|Dipl.|Ing.|Jan.|Feb.|Mär.|Apr.|Jun.|Jul.|Aug.|Sep.|Sept.|Okt.|Nov."
        "|Dez.|gem.|lt.|urspr.|zit.|ü.",  # "ü." is "über": "2962 m ü. NHN"
        number="max.|min.|mind.|rd.|Nr.|S.|Abs.|Art.|Bd.|Kap.|Tel.|Abb.|Tab.|Ziff.|Bsp.",
        soft="usw.|etc.|u. Ä.|o. Ä.|Str.|Jh.|Std.|bzgl.|s. o.|s. u.",
        ordinal=_DE_ORDINAL,
    ),
    "fr": _table(
        "M.|MM.|Mme.|Mmes.|Mlle.|Mlles.|Dr.|Pr.|Mgr.|St.|Ste.|env.|p. ex.|p.ex."
        "|cf.|ex.|av.|apr.|bd.|vol.|éd.|janv.|févr.|avr.|juil.|sept.|oct.|nov.|déc."
        "|c.-à-d.|c-à-d.|approx.|mlle",
        number="n°.|no.|nº.|p.|pp.|art.|chap.|fig.|tél.|max.",
        soft="etc.|J.-C.|cie.|Cie.",
    ),
    "es": _table(
        "Sr.|Sra.|Srta.|Sres.|Dr.|Dra.|Dña.|Ud.|Uds.|Vd.|Vds.|Lic.|Ing.|aprox."
        "|p. ej.|p.ej.|ej.|cf.|vid.|Av.|Avda.|ene.|feb.|abr.|jun.|jul.|ago.|sept."
        "|oct.|nov.|dic.|prof.|Sto.|Sta.|admón.|aprox|apdo.",
        number="pág.|págs.|p.|pp.|núm.|n.º|nº.|no.|art.|cap.|vol.|tel.|fig.|máx.|mín.",
        soft="etc.|a. C.|d. C.|S. A.|hnos.",
    ),
    "nl": _table(
        "blz.|bijv.|bv.|o.a.|d.w.z.|m.a.w.|t.o.v.|i.p.v.|m.b.t.|n.a.v.|i.v.m.|ca."
        "|dhr.|mevr.|mw.|mr.|dr.|prof.|ir.|ing.|drs.|jhr.|St.|resp.|vgl.|zgn.|z.g."
        "|a.s.|jan.|feb.|mrt.|apr.|jun.|jul.|aug.|sep.|sept.|okt.|nov.|dec.|evt.",
        number="nr.|blz.|p.|pag.|art.|hfdst.|tel.|fig.|vol.|max.",
        soft="enz.|etc.|e.d.|jl.|vnl.|bijz.",
    ),
    "it": _table(
        "sig.|sig.ra|sigg.|sig.na|dott.|dott.ssa|prof.|prof.ssa|ing.|avv.|arch.|geom."
        "|rag.|on.|mons.|p. es.|es.|cfr.|ca.|gen.|feb.|mar.|apr."
        "|giu.|lug.|ago.|set.|ott.|dic.|c.a.|p.es.|v.|vd.|sez.",
        number="n.|nr.|pag.|pagg.|p.|pp.|art.|cap.|vol.|tel.|fig.|num.|max.",
        soft="ecc.|etc.|S.p.A.|s.r.l.|a.C.|d.C.",
    ),
    "pt": _table(
        "Sr.|Sra.|Srta.|Srs.|Dr.|Dra.|Prof.|Profa.|Eng.|Exmo.|Exma.|V. Exa.|aprox."
        "|p. ex.|p.ex.|ex.|cf.|Av.|Sto.|Sta.|jan.|fev.|mar.|abr.|jun.|jul.|ago.|set."
        "|out.|nov.|séc.",
        number="pág.|págs.|p.|pp.|n.º|nº.|n.|núm.|art.|cap.|vol.|tel.|fig.|máx.|mín.",
        soft="etc.|Lda.|Ltda.|a.C.|d.C.",
    ),
    "da": _table(
        "f.eks.|f. eks.|bl.a.|bl. a.|ca.|dvs.|mht.|evt.|jf.|jvf.|ifm.|iht.|pga.|vha."
        "|hr.|fr.|dr.|prof.|St.|sml.|vedr.|inkl.|ekskl.|el.|mv.|ang.|ift.|iflg.",
        number="nr.|s.|kl.|tlf.|kap.|fig.|stk.|tab.|maks.",
        soft="osv.|etc.|m.m.|m.fl.|ApS.|A/S.",
        ordinal=_DA_ORDINAL,
    ),
}


# Keys that are everyday words in another supported language ("out." is October in
# Portuguese, "set." September in Italian, "el." "or" in Danish, "hr." Herr and hour):
# known with their language, left out of the mixed table so "He went out. Then"
# still splits.
_WORDS_ELSEWHERE: Final = frozenset(
    {
        "out",
        "set",
        "on",
        "ex",
        "es",
        "el",
        "ago",
        "gem",
        "lt",
        "ang",
        "hr",
        "arch",
        "rag",
    }
)


def _union(tables: list[Abbreviations]) -> Abbreviations:
    """All tables at once: a key that never ends a sentence somewhere wins."""
    always = frozenset().union(*(t.always for t in tables)) - _WORDS_ELSEWHERE
    number = frozenset().union(*(t.number for t in tables)) - always
    return Abbreviations(
        always=always,
        number=number,
        soft=frozenset().union(*(t.soft for t in tables)) - always - number,
        ordinal=frozenset().union(*(t.ordinal for t in tables)),
        written=tuple(w for t in tables for w in t.written),
        prefixes=frozenset().union(*(t.prefixes for t in tables)),
    )


ALL: Final = _union(list(TABLES.values()))


def abbreviations(language: str | None) -> Abbreviations:
    """Return the table of ``language`` ("de", "de-CH", "pt_BR"); :data:`ALL` if unknown."""
    if not language:
        return ALL
    return TABLES.get(language.replace("_", "-").split("-")[0].lower(), ALL)
