"""Checks of services.yaml and icons.json against the services the code registers."""

from collections.abc import Iterator
from typing import Any

from tests.metadata.repository import JsonError, Repo, dict_at, dig, flatten


def check_services_yaml(repo: Repo) -> list[str]:
    """Check services.yaml exists when services are registered, and matches them."""
    registered, services = repo.uses.services, repo.services_yaml
    if not registered:
        if (repo.integration_dir / "services.yaml").is_file() and services:
            return [
                f"services.yaml describes {sorted(services)} but nothing registers them"
            ]
        return []
    if services is None:
        return ["the integration registers services but has no (valid) services.yaml"]
    problems = [
        f"service {name} is registered but not in services.yaml"
        for name in registered
        if name is not None and name not in services
    ]
    if None not in registered:  # every registration's name is known
        problems += [
            f"services.yaml describes {name} but it is never registered"
            for name in services
            if name not in registered
        ]
    return problems


def service_fields(fields: object) -> Iterator[tuple[str, dict[str, Any], bool]]:
    """Yield (name, definition, is_section) for fields, descending into sections."""
    for name, raw in fields.items() if isinstance(fields, dict) else []:
        definition = raw if isinstance(raw, dict) else {}
        yield name, definition, "fields" in definition
        if "fields" in definition:
            yield from service_fields(definition["fields"])


def _untranslated(
    service: str, definition: dict[str, Any], texts: dict[str, Any]
) -> list[str]:
    """Return the names and descriptions a service and its fields lack."""
    problems = [
        f"service {service} has no {part}"
        for part in ("name", "description")
        if not definition.get(part) and not texts.get(part)
    ]
    for name, field, is_section in service_fields(definition.get("fields")):
        group = "sections" if is_section else "fields"
        field_texts = dict_at(texts, group, name)
        problems += [
            f"service {service} {group[:-1]} {name} has no {part}"
            for part in (("name",) if is_section else ("name", "description"))
            if not field.get(part) and not field_texts.get(part)
        ]
    return problems


def check_service_descriptions(repo: Repo) -> list[str]:
    """Check services and fields have a name and description (yaml or en.json)."""
    services = repo.services_yaml or {}
    translated = dict_at(repo.en, "services")
    problems: list[str] = []
    for service, raw in services.items():
        definition = raw if isinstance(raw, dict) else {}
        problems += _untranslated(service, definition, dict_at(translated, service))
    for service in translated:
        if service not in services:
            problems.append(
                f"services.{service} is translated but not in services.yaml"
            )
            continue
        known = {
            name for name, _, _ in service_fields(dict_at(services, service, "fields"))
        }
        problems += [
            f"services.{service}.{group}.{name} is translated but not in services.yaml"
            for group in ("fields", "sections")
            for name in dict_at(translated, service, group)
            if name not in known
        ]
    return problems


def check_icons_json(repo: Repo) -> list[str]:
    """Check icons.json values are mdi: icons, every service has one, states differ."""
    path, services = repo.integration_dir / "icons.json", repo.services_yaml or {}
    if not path.is_file():
        return [
            f"service {name} has no icon (icons.json is missing)" for name in services
        ]
    try:
        icons = repo.json(path)
    except JsonError as err:
        return [str(err)]
    if not isinstance(icons, dict):
        return ["icons.json is not a JSON object"]
    problems = [
        f"icons.json {key} = {value!r} is not an mdi: icon"
        for key, value in flatten(icons).items()
        if not (isinstance(value, str) and value.startswith("mdi:"))
    ]
    problems += [
        f"service {name} has no icon in icons.json services.{name}.service"
        for name in services
        if not dig(icons, "services", name, "service")
    ]
    problems += [
        f"icons.json services.{name} is not a service in services.yaml"
        for name in dict_at(icons, "services")
        if name not in services
    ]
    for platform, keys in dict_at(icons, "entity").items():
        for key, entry in (keys if isinstance(keys, dict) else {}).items():
            problems += [
                f"icons.json entity.{platform}.{key}.state.{state} repeats the default icon"
                for state, icon in dict_at(entry, "state").items()
                if icon == dig(entry, "default")
            ]
    return problems
