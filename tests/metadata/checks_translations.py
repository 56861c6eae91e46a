"""Checks of the translation files and of the keys the code looks up in them."""

from collections.abc import Mapping
from typing import Any

from tests.metadata.reference_data import (
    HTML_PATTERN,
    QUOTED_PLACEHOLDER_PATTERN,
    TRANSLATION_KEY_PATTERN,
    TRANSLATION_TOP_LEVEL_KEYS,
)
from tests.metadata.repository import JsonError, Repo, dict_at, dig, flatten, walk_keys
from tests.metadata.source_scan import CodeUses


def check_translation_files(repo: Repo) -> list[str]:
    """Check en.json exists, files are JSON objects, strings.json equals en.json."""
    en_path = repo.integration_dir / "translations" / "en.json"
    if not en_path.is_file():
        return ["translations/en.json is missing"]
    problems: list[str] = []
    for path in repo.translation_files:
        try:
            if not isinstance(repo.json(path), dict):
                problems.append(f"{path.name} is not a JSON object")
        except JsonError as err:
            problems.append(str(err))
    strings_path = repo.integration_dir / "strings.json"
    same = repo.json_or_none(strings_path) == repo.json_or_none(en_path)
    if strings_path.is_file() and not same:
        problems.append("strings.json and translations/en.json differ")
    return problems


def _string_problem(value: object) -> str | None:
    """Return what is wrong with a translated string, if anything."""
    if not isinstance(value, str):
        return "value is not a string"
    if "[%key:" in value:
        return "[%key:...%] references do not resolve here"
    if HTML_PATTERN.search(value):
        return "contains HTML"
    if value != value.strip():
        return "leading or trailing whitespace"
    if QUOTED_PLACEHOLDER_PATTERN.search(value):
        return "placeholder in quotes"
    return None


def check_translation_strings(repo: Repo) -> list[str]:
    """Check top-level keys, key names, and literal, trimmed, HTML-free strings."""
    problems: list[str] = []
    for name, content in repo.translations():
        problems += [
            f"{name}: unknown top-level key {key!r}"
            for key in content
            if key not in TRANSLATION_TOP_LEVEL_KEYS
        ]
        for path, key, value in walk_keys(content):
            where = f"{name}: {path + '.' if path else ''}{key}"
            if not TRANSLATION_KEY_PATTERN.match(key):
                problems.append(
                    f"{where}: key is not [a-z0-9-_]+ (no edge or double _)"
                )
            if not isinstance(value, dict) and (problem := _string_problem(value)):
                problems.append(f"{where}: {problem}")
    return problems


def check_translation_data_descriptions(repo: Repo) -> list[str]:
    """Check every data_description key has a data label beside it."""
    problems: list[str] = []
    for name, content in repo.translations():
        for path, key, value in walk_keys(content):
            if key == "data_description" and isinstance(value, dict):
                labels = dict_at(content, *path.split("."), "data") if path else {}
                problems += [
                    f"{name}: {path}.data_description.{field} has no data.{field}"
                    for field in value
                    if field not in labels
                ]
    return problems


def check_translation_languages(repo: Repo) -> list[str]:
    """Check every other translations/*.json has exactly en.json's keys."""
    expected = set(flatten(repo.en))
    problems: list[str] = []
    for name, content in repo.translations():
        if name not in {"strings.json", "translations/en.json"}:
            keys = set(flatten(content))
            problems += [f"{name} lacks {key}" for key in sorted(expected - keys)]
            problems += [f"{name} has extra {key}" for key in sorted(keys - expected)]
    return problems


def _defined_keys(en: Mapping[str, Any]) -> set[tuple[str, str]]:
    """Return (block, key) for every key under exceptions, entity, selector, issues."""
    blocks = ("exceptions", "selector", "issues")
    defined = {(block, key) for block in blocks for key in dict_at(en, block)}
    for platform in dict_at(en, "entity"):
        keys = dict_at(en, "entity", platform)
        defined.update((f"entity.{platform}", key) for key in keys)
    return defined


def _is_translated(en: Mapping[str, Any], block: str, key: str) -> bool:
    """Return whether a (block, key) use has its translation."""
    if block == "exceptions":
        return isinstance(dig(en, "exceptions", key, "message"), str)
    if block == "issues":
        return isinstance(dig(en, "issues", key, "title"), str)
    if block == "selector":
        return isinstance(dig(en, "selector", key), dict)
    if block == "entity.*":
        return any(
            key in keys
            for keys in dict_at(en, "entity").values()
            if isinstance(keys, dict)
        )
    if block.startswith("entity."):
        return isinstance(dig(en, "entity", block.removeprefix("entity."), key), dict)
    return any(defined == key for _, defined in _defined_keys(en))


def check_translation_keys_defined(repo: Repo) -> list[str]:
    """Check every translation_key used exists in its block (with its options)."""
    en, uses = repo.en, repo.uses
    problems = [
        f"translation_key {key!r} ({block}) is not in translations/en.json"
        for block, key in sorted(uses.translation_keys)
        if not _is_translated(en, block, key)
    ]
    for key, options in sorted(uses.selector_options.items()):
        translated = dict_at(en, "selector", key, "options")
        problems += [
            f"selector.{key}.options.{option} is not translated"
            for option in sorted(options)
            if option not in translated
        ]
        problems += [
            f"selector.{key}.options.{option} is translated but not an option"
            for option in sorted(translated)
            if options and option not in options
        ]
    return problems


def _is_used(uses: CodeUses, block: str, key: str) -> bool:
    """Return whether the code uses a defined (block, key)."""
    used = uses.translation_keys
    if (block, key) in used or ("*", key) in used:  # "*": a use of unknown block
        return True
    if block.startswith("entity.") and ("entity.*", key) in used:
        return True
    # Named by a string constant (looked up indirectly), and not used in another block.
    return key in uses.strings and all(key != other for _, other in used)


def check_translation_keys_used(repo: Repo) -> list[str]:
    """Check every key under exceptions, entity, selector and issues is used."""
    return [
        f"{block}.{key} is translated but never used"
        for block, key in sorted(_defined_keys(repo.en))
        if not _is_used(repo.uses, block, key)
    ]
