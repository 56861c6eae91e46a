"""How French, Spanish, Italian and Portuguese say "the sources don't answer this".

The tables are read as ``miss_phrases.py`` describes. These languages put the
negation before the verb ("ne … pas", "no dicen", "non rispondono", "não respondem"),
so a sequence shape fits the common sentences; word bags catch the rest.
"""

from __future__ import annotations

from typing import Final

from .miss_phrases import TAIL, MissPhrases, bag

# -- French --------------------------------------------------------------------------
_FR_SOURCE: Final = (
    r"(?:sources?|documents?|textes?|passages?|extraits?|informations?|données"
    r"|contexte|résultats?|sections?|documentation|contenus?|supports?|manuel"
    r"|notice|mode d'emploi)"
)
_FR_INFO: Final = (
    r"informations?|renseignements?|réponse|précisions?|détails?|mention|indications?"
    r"|données"
)
FR: Final = MissPhrases(
    "fr",
    shapes=(
        bag(
            _FR_SOURCE,
            r"ne|n'\w*",
            r"pas|rien|aucun\w*|nullement|point",
            r"répond\w*|dis\w*|dit|mentionn\w*|indiqu\w*|précis\w*|contien\w*|fourni\w*"
            r"|donn\w*|parl\w*|abord\w*|évoqu\w*|trait\w*|couvr\w*|permet\w*"
            r"|expliqu\w*|renseign\w*|figur\w*|trouv\w*|apparai\w*|apparaît|cit\w*"
            r"|spécifi\w*|signal\w*|offr\w*|apport\w*",
            unless=r"selon|d'après",
        ),
        bag(
            r"je|j'\w*|nous",
            r"ne|n'\w*",
            r"pas|rien|aucun\w*",
            r"sais|savons|connais|sûre?|certaine?|répondre|dire|trouv\w*|préciser"
            rf"|déterminer|indiquer|{_FR_INFO}",
        ),
        bag(
            r"ne|n'\w*|aucun\w*|pas",
            _FR_INFO,
            r"y|ai|avons|est|sont|disponibles?|trouv\w*|fourni\w*|existe\w*",
        ),
        rf"(?:cela |ça |ce |c'|la réponse |cette information |l'information )?"
        rf"(?:ne |n')(?:est|figure|apparaît|se trouve) pas(?: \w+)? "
        rf"dans (?:les |la |le |l'|ces |mes )?(?:\w+ )?{_FR_SOURCE}{TAIL}",
        r"je l'ignore|aucune idée|je n'en sais rien",
        r"(?:je suis )?(?:vraiment )?(?:désolée?|navrée?)|malheureusement(?: non)?"
        r"|hélas|pardon|excusez-moi",
    ),
    openers=r"(?:je suis )?(?:vraiment )?(?:désolée?|navrée?)|malheureusement|hélas"
    r"|pardon|excusez-moi",
    but="mais",
    contrasts=r"ne \w+ que|n'\w+ que|mais|cependant|toutefois|pourtant|néanmoins|sauf"
    r"|seulement|uniquement",
)

# -- Spanish -------------------------------------------------------------------------
_ES_SOURCE: Final = (
    r"(?:fuentes?|documentos?|textos?|pasajes?|fragmentos?|extractos?|información"
    r"|informaciones|datos|contexto|resultados?|materiales?|secciones?|sección"
    r"|documentación|contenidos?|manual|instrucciones)"
)
_ES_INFO: Final = (
    r"información|informaciones|datos?|detalles?|respuesta|mención|referencias?"
    r"|indicaciones?"
)
ES: Final = MissPhrases(
    "es",
    shapes=(
        bag(
            _ES_SOURCE,
            r"no|nada|ningún|ninguna?|ninguno|tampoco",
            r"respond\w*|contest\w*|dic\w*|dice|dicen|mencion\w*|indic\w*|especific\w*"
            r"|precis\w*|contien\w*|incluy\w*|proporcion\w*|brind\w*|dan|da|ofrec\w*"
            r"|habl\w*|trat\w*|abord\w*|cubr\w*|explic\w*|aclar\w*|detall\w*|señal\w*"
            r"|permit\w*|aparec\w*|figur\w*|encuentr\w*|encontr\w*|consta|recog\w*"
            r"|aport\w*|refier\w*",
            unless=r"según|de acuerdo con|conforme a",
        ),
        bag(
            r"no",
            r"sé|lo se|conozco|estoy|puedo|pude|podría|encontré|encuentro"
            r"|tengo|he|sabría",
            r"sé|lo se|conozco|sabría|segur[oa]|respond\w*|decir|contest\w*"
            rf"|encontr\w*|encuentro|determinar|precisar|indicar|{_ES_INFO}",
        ),
        bag(
            r"no|ningún|ninguna?|nada",
            _ES_INFO,
            r"hay|había|existe\w*|tengo|encontr\w*|encuentr\w*|disponibles?"
            r"|proporcion\w*|figura|aparece|consta",
        ),
        rf"(?:eso |esto |ello |la respuesta |esa información |esta información"
        rf" |la información )?no (?:está|aparece|figura|viene|se encuentra|consta)"
        rf"(?: \w+)? en (?:las |los |la |el |estas |estos |mis )?(?:\w+ )?"
        rf"{_ES_SOURCE}{TAIL}",
        r"ni idea|no lo s[ée]",
        r"lo siento(?: mucho)?|perdón|perdona|disculpa|disculpe|lamentablemente"
        r"|desafortunadamente|por desgracia|me temo que no|lo lamento",
    ),
    openers=r"lo siento(?: mucho)?|perdón|disculpa|disculpe|lamentablemente"
    r"|desafortunadamente|por desgracia|me temo que|lo lamento",
    but="pero",
    contrasts=r"pero|sino|aunque|sin embargo|excepto|salvo|s[óo]lo|solamente"
    r"|únicamente|más que",
)

# -- Italian -------------------------------------------------------------------------
_IT_SOURCE: Final = (
    r"(?:font[ei]|document[oi]|test[oi]|passagg[io]|brani|brano|estratt[oi]"
    r"|informazion[ei]|dati|contesto|risultat[oi]|material[ei]|sezion[ei]"
    r"|documentazione|contenut[oi]|manuale|istruzioni)"
)
_IT_INFO: Final = (
    r"informazion[ei]|dati|dettagli|risposta|menzione|indicazion[ei]|riferiment[oi]"
    r"|accenn[oi]|notizi[ae]"
)
IT: Final = MissPhrases(
    "it",
    shapes=(
        bag(
            _IT_SOURCE,
            r"non|nulla|niente|nessun\w*",
            r"rispond\w*|dic\w*|dice|dicono|menzion\w*|indic\w*|specific\w*|precis\w*"
            r"|conten\w*|contien\w*|includ\w*|forn\w*|danno|dà|offr\w*|parl\w*"
            r"|tratt\w*|affront\w*|copr\w*|spieg\w*|chiar\w*|riport\w*|cit\w*"
            r"|permett\w*|compar\w*|figur\w*|trov\w*|dettagli\w*|rifer\w*|accenn\w*",
            unless=r"secondo|stando",
        ),
        bag(
            r"non",
            r"so|sappiamo|conosco|sono|posso|potrei|ho|riesco|trovo|saprei",
            r"so|sappiamo|saprei|conosco|sicur[oa]|cert[oa]|rispond\w*|dire"
            rf"|trov\w*|determinare|precisare|indicare|{_IT_INFO}",
        ),
        bag(
            r"non|nessun\w*|niente|nulla|alcun[oa]?",
            _IT_INFO,
            r"c'è|ci|è|sono|esiston\w*|esiste|ho|abbiamo|trov\w*|disponibil\w*"
            r"|fornit\w*|riportat\w*",
        ),
        rf"(?:questo |ciò |la risposta |questa informazione |quest'informazione )?"
        rf"non (?:è|si trova|compare|figura|appare|c'è)(?: \w+)? (?:nelle|nei|nel"
        rf"|nella|negli|in) (?:\w+ )?{_IT_SOURCE}{TAIL}",
        r"non lo so|non saprei|nessuna idea|non ne ho idea",
        r"mi (?:dispiace|spiace)(?: molto)?|spiacente|purtroppo(?: no)?|scusa|scusami"
        r"|sfortunatamente|temo di no",
    ),
    openers=r"mi (?:dispiace|spiace)(?: molto)?|spiacente|purtroppo|scusa|scusami"
    r"|sfortunatamente",
    but="ma",
    contrasts=r"non \w+ che|ma|però|tuttavia|sebbene|benché|tranne|eccetto|soltanto"
    r"|solamente|solo",
)

# -- Portuguese ----------------------------------------------------------------------
_PT_SOURCE: Final = (
    r"(?:fontes?|documentos?|textos?|trechos?|passagens?|excertos?|informações"
    r"|informação|dados|contexto|resultados?|materiais|material|se[cç]ções|se[cç]ção"
    r"|documentação|conteúdos?|manual|instruções)"
)
_PT_INFO: Final = r"informaç\w*|dados|detalhes|resposta|menção|referências?|indicaç\w*"
PT: Final = MissPhrases(
    "pt",
    shapes=(
        bag(
            _PT_SOURCE,
            r"não|nada|nenhum\w*|nenhuma",
            r"respond\w*|dizem|diz|dizer|mencion\w*|indic\w*|especific\w*|precis\w*"
            r"|contêm|contém|contem|inclu\w*|fornec\w*|dão|dá|oferec\w*|fal\w*"
            r"|trat\w*|abord\w*|cobr\w*|explic\w*|esclarec\w*|detalh\w*|refer\w*"
            r"|permit\w*|aparec\w*|consta\w*|encontr\w*|apresent\w*|trazem|traz|cit\w*",
            unless=r"segundo|de acordo com|conforme",
        ),
        bag(
            r"não",
            r"sei|sabemos|conheço|tenho|estou|posso|pude|consigo|consegui"
            r"|encontrei|encontro|saberia",
            r"sei|sabemos|saberia|conheço|certeza|segur[oa]|respond\w*|dizer"
            rf"|encontr\w*|determinar|precisar|indicar|afirmar|{_PT_INFO}",
        ),
        bag(
            r"não|nenhum\w*|nenhuma|nada",
            _PT_INFO,
            r"há|havia|existe\w*|tenho|temos|encontr\w*|disponíve\w*|disponível"
            r"|fornecid\w*|consta\w*|aparece\w*",
        ),
        rf"(?:isso |isto |a resposta |essa informação |esta informação"
        rf" |a informação )?não (?:está|aparece|consta|figura|se encontra|vem)"
        rf"(?: \w+)? (?:nas|nos|na|no|em) (?:\w+ )?{_PT_SOURCE}{TAIL}",
        r"não sei|não faço ideia|sem ideia",
        r"desculp\w*|sinto muito|lamento|infelizmente(?: não)?|perdão|receio que não",
    ),
    openers=r"desculp\w*|sinto muito|lamento|infelizmente|perdão|receio que"
    r"|peço desculpa",
    but="mas",
    contrasts=r"mas|porém|contudo|todavia|embora|exceto|salvo|apenas|somente|só"
    r"|senão",
)
