"""Spanish route cues."""

from __future__ import annotations

from typing import Final

from .base import LanguageCues, comparison, phrases, table

SPANISH: Final = LanguageCues(
    multi_hop=(
        *phrases("compara |comparar|compárame|comparación|versus| vs | vs. "),
        *phrases("diferencia entre|diferencias entre|cómo funciona|como funciona"),
        *phrases("relación entre|paso a paso|cronología|pros y contras"),
        *phrases("ventajas y desventajas"),
    ),
    question_words=table(
        """
        qué que quién quien quiénes quienes cuál cual cuáles cuales cuándo cuando
        dónde donde adónde cómo cuánto cuanto cuánta cuántos cuantos cuántas
        por porqué explica explícame explicame describe descríbeme dime dígame
        es son era fue hay puedo puede debo debería está están existe
        """
    ),
    question_phrases=phrases("por qué|dime|cuántos|cuántas|hay que|debería"),
    stopwords=table(
        """
        el la los las lo un una unos unas y e o u pero ni a al de del en con sin por
        para sobre entre hasta desde hacia según que qué quien quién quienes cuál
        cual cuáles cuándo cuando dónde donde cómo como cuánto cuánta cuántos
        cuántas es son era eran fue fueron será ha han había hay está están tiene
        tienen puede pueden debo debe yo tú él ella usted nosotros ellos ellas me te
        se nos le les mi mis tu tus su sus nuestro nuestra este esta estos estas ese
        esa eso esto no sí muy más también ya por favor dime explica explícame
        describe porqué
        """
    ),
    time_words=phrases(
        "hoy|esta noche|anoche|ayer|esta mañana|ahora|ahora mismo|en este momento"
        "|actualmente|actual|actuales|últimas noticias|noticias|titulares"
        "|esta semana|este mes|este año|recientemente|reciente|recientes"
    ),
    source_cues={
        "news": phrases(
            "noticias|últimas noticias|titulares|hoy|esta semana|ayer|actualidad"
        ),
        "documents": phrases(
            "manual|instrucciones|mi|mis|nuestro|nuestra|nuestros|lavavajillas"
            "|lavaplatos|lavadora|secadora|horno|microondas|nevera|frigorífico"
            "|refrigerador|congelador|caldera|termostato|bomba de calor|aspiradora"
            "|cafetera|garantía|código de error|descalcificar|filtro|aparato"
            "|electrodoméstico|normas de la casa|contraseña del wifi|notas"
        ),
        "web": phrases(
            "precio|precios|coste|costo|comprar|opiniones|reseñas"
            "|horario de apertura|sitio web|descargar"
        ),
    },
    comparisons=(
        r"^[¿¡\s]*(?:por favor\s+)?(?:compar(?:a|ar|e)|compárame)\s+(?P<a>.+?)\s+(?:y|e|con)\s+(?P<b>.+)$",
        r"^.*?\bdiferencias?\s+entre\s+(?P<a>.+?)\s+(?:y|e)\s+(?P<b>.+)$",
        r"^(?P<a>.+?)\s+(?:vs\.?|versus)\s+(?P<b>.+)$",
        comparison("qué|que|quién|quien|cuál|cual|cuáles|cuales", "o|u"),
    ),
    conjunctions=(" y ", " e ", "; "),
    no_split=table("entre ambos ambas ni tanto"),
)
