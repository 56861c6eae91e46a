"""Italian route cues."""

from __future__ import annotations

from typing import Final

from .base import LanguageCues, comparison, phrases, table

ITALIAN: Final = LanguageCues(
    multi_hop=(
        *phrases("confronta|confrontare|confronto|paragona|paragonare|versus"),
        *phrases(" vs | vs. |differenza tra|differenza fra|differenze tra"),
        *phrases("differenze fra|come funziona|relazione tra|rapporto tra"),
        *phrases("passo dopo passo|passo passo|cronologia|pro e contro"),
        *phrases("vantaggi e svantaggi"),
    ),
    question_words=table(
        """
        chi che cosa cos'è cos quale quali quando dove come perché perche quanto
        quanta quanti quante spiega spiegami descrivi dimmi elenca è sono era c'è
        ci può posso devo dovrei esiste
        """
    ),
    question_phrases=phrases("che cosa|dimmi|quanti|quante|c'è|ci sono|dovrei"),
    stopwords=table(
        """
        il lo la i gli le un uno una e ed o oppure ma né di del dello della dei degli
        delle a al allo alla ai agli alle da dal dallo dalla dai dagli dalle in nel
        nello nella nei negli nelle su sul sullo sulla sui sugli sulle con per tra
        fra che chi cosa quale quali quando dove come perché quanto quanta quanti
        quante è sono era erano sarà ha hanno aveva c'è ci può possono devo deve io
        tu lui lei noi voi loro mi ti si ci vi mio mia miei mie tuo tua suo sua
        nostro nostra questo questa questi queste quello quella non più molto anche
        già per favore dimmi spiega spiegami descrivi
        """
    ),
    time_words=phrases(
        "oggi|stasera|stanotte|ieri|stamattina|stamani|adesso|ora|in questo momento"
        "|attualmente|attuale|attuali|ultime notizie|notizie|titoli|questa settimana"
        "|questo mese|quest'anno|di recente|recentemente|recente|recenti"
    ),
    source_cues={
        "news": phrases(
            "notizie|ultime notizie|oggi|titoli|questa settimana|ieri|attualità"
        ),
        "documents": phrases(
            "manuale|istruzioni|mio|mia|miei|mie|nostro|nostra|lavastoviglie"
            "|lavatrice|asciugatrice|forno|microonde|frigorifero|frigo|congelatore"
            "|caldaia|termostato|pompa di calore|aspirapolvere|macchina del caffè"
            "|garanzia|codice di errore|codice errore|decalcificare|filtro"
            "|elettrodomestico|apparecchio|regole di casa|password del wifi|note"
        ),
        "web": phrases(
            "prezzo|prezzi|costo|costa|comprare|recensioni|orari di apertura|sito"
            "|scaricare"
        ),
    },
    comparisons=(
        r"^(?:per favore\s+)?(?:confront|paragon)(?:a|are|ami)\s+(?P<a>.+?)\s+(?:e|ed|con)\s+(?P<b>.+)$",
        r"^.*?\bdifferenz[ae]\s+(?:tra|fra)\s+(?P<a>.+?)\s+(?:e|ed)\s+(?P<b>.+)$",
        r"^(?P<a>.+?)\s+(?:vs\.?|versus)\s+(?P<b>.+)$",
        comparison("chi|che|cosa|cos'è|quale|quali", "o|oppure"),
    ),
    conjunctions=(" e ", " ed ", "; "),
    no_split=table("tra fra entrambi entrambe ambedue né sia"),
    elisions=phrases(
        "l'|dell'|all'|nell'|dall'|sull'|un'|d'|c'|quest'|quell'|com'|dov'"
    ),
)
