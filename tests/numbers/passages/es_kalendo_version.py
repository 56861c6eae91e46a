"""Material: notas de la versión de un servidor de calendarios (es, release notes)."""

PASSAGE = {
    "language": "es",
    "kind": "release notes",
    "material": """
Kalendo 4.2.0 — Notas de la versión
Publicada el 3 de marzo de 2025 · Canal estable

Novedades
- Nueva vista de agenda semanal con arrastrar y soltar.
- Los adjuntos de los eventos pueden ocupar ahora hasta 50 MB (antes, 25 MB).
- Las invitaciones se envían en lotes de 200 destinatarios como máximo.

Requisitos
- PHP 8.2 o superior. Se retira la compatibilidad con PHP 8.0 y 8.1.
- PostgreSQL 13 o posterior, o MariaDB 10.6 o posterior. SQLite solo se recomienda para instalaciones de hasta diez usuarios.
- Las aplicaciones móviles requieren Android 9 o iOS 16.

Cambios incompatibles
- La API REST v1 queda obsoleta y se eliminará en la versión 5.0; migra tus integraciones a la v2.
- El límite de peticiones a la API baja de 120 a 60 por minuto y usuario.
- Los tokens de acceso personal caducan ahora a los 30 días (antes, a los 90).

Correcciones
- Corregido un fallo introducido en la 4.1.3 que duplicaba los eventos recurrentes al importar archivos .ics de más de 5000 entradas.
- Seguridad: se corrige la vulnerabilidad CVE-2025-21374 (gravedad alta, 8,1 sobre 10), que permitía leer calendarios compartidos sin permiso.

Actualización
Desde cualquier 4.1.x se puede actualizar directamente. Desde la rama 3.x hay que pasar antes por la 4.0.6. La migración lleva la base de datos al esquema 27 y puede tardar hasta 15 minutos en instancias con más de un millón de eventos; haz una copia de seguridad antes de empezar.
""",
    "facts": [
        ("Estas son las notas de Kalendo {n}.", "4.2.0", "version", ["4.2.0"]),
        ("Kalendo necesita como mínimo PHP {n}.", "8.2", "version", ["8.2"]),
        ("Ya no es compatible con PHP {n}.", "8.1", "version", ["8.1"]),
        (
            "Si usas MariaDB, necesitas la {n} o una posterior.",
            "10.6",
            "version",
            ["10.6"],
        ),
        (
            "Con PostgreSQL hace falta la versión {n} o superior.",
            "13",
            "version",
            ["13"],
        ),
        (
            "En iPhone, la aplicación necesita iOS {n}.",
            "16",
            "version",
            ["16"],
        ),
        (
            "La API v1 desaparecerá en Kalendo {n}.",
            "5.0",
            "version",
            ["5.0"],
        ),
        (
            "El fallo de los eventos recurrentes duplicados venía de la versión {n}.",
            "4.1.3",
            "version",
            ["4.1.3"],
        ),
        (
            "Si vienes de la rama 3.x, primero tienes que actualizar a la {n}.",
            "4.0.6",
            "version",
            ["4.0.6"],
        ),
        (
            "Cada adjunto puede ocupar ahora hasta {n} megas.",
            50,
            "mb",
            ["50", "cincuenta"],
            {"hedge": False},
        ),
        (
            "Antes el límite de los adjuntos era de {n} megas.",
            25,
            "mb",
            ["25", "veinticinco"],
            {"hedge": False},
        ),
        (
            "Ahora cada usuario puede hacer {n} peticiones por minuto a la API.",
            60,
            "peticiones",
            ["60", "sesenta"],
            {"hedge": False},
        ),
        (
            "Antes se permitían {n} peticiones por minuto a la API.",
            120,
            "peticiones",
            ["120", "ciento veinte"],
            {"hedge": False},
        ),
        (
            "Los tokens de acceso personal caducan a los {n} días.",
            30,
            "dias",
            ["30", "treinta"],
            {"hedge": False},
        ),
        (
            "Hasta esta versión los tokens duraban {n} días.",
            90,
            "dias",
            ["90", "noventa"],
            {"hedge": False},
        ),
        (
            "SQLite se recomienda solo hasta {n} usuarios.",
            10,
            "usuarios",
            ["diez", "10"],
            {"swap": False, "hedge": False},
        ),
        (
            "Cada lote de invitaciones llega como máximo a {n} destinatarios.",
            200,
            "destinatarios",
            ["200", "doscientos"],
            {"swap": False, "hedge": False},
        ),
        (
            "El fallo aparecía con archivos .ics de más de {n} entradas.",
            5000,
            "entradas",
            ["5000", "5.000", "cinco mil"],
            {"swap": False, "hedge": False},
        ),
        (
            "La vulnerabilidad corregida tiene una gravedad de {n} sobre 10.",
            8.1,
            "gravedad",
            ["8,1"],
            {"swap": False, "hedge": False},
        ),
        (
            "Tras la migración, la base de datos queda en el esquema {n}.",
            27,
            "schema",
            ["27"],
            {"swap": False},
        ),
        (
            "En instancias grandes la migración puede llevar hasta {n} minutos.",
            15,
            "minutos",
            ["15", "quince"],
            {"swap": False, "hedge": False},
        ),
    ],
}
