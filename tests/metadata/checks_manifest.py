"""Checks of manifest.json and what it declares.

hassfest's manifest, requirements, dependencies and config_flow plugins, plus the
issue_tracker HACS requires.
"""

import importlib.metadata
import json
from functools import cache
from pathlib import Path

from awesomeversion import AwesomeVersion, AwesomeVersionException
from awesomeversion import AwesomeVersionStrategy as Strategy
from homeassistant.requirements import DISCOVERY_INTEGRATIONS
from packaging.requirements import InvalidRequirement, Requirement
from packaging.utils import canonicalize_name

from tests.metadata.reference_data import (
    ALLOWED_USED_COMPONENTS,
    HA_DOCS_URL_PATTERN,
    HTTPS_URL_PATTERN,
    MANIFEST_BOOL_KEYS,
    MANIFEST_ENUMS,
    MANIFEST_KEYS,
    MANIFEST_LIST_KEYS,
    REQUIRED_MANIFEST_KEYS,
    REQUIREMENT_PATTERN,
    VERSION_PART_PATTERN,
    VERSION_STRATEGIES,
)
from tests.metadata.repository import HA_COMPONENTS_DIR, JsonError, Repo


def check_manifest_json(repo: Repo) -> list[str]:
    """Check manifest.json is a JSON object with the required keys and no others."""
    try:
        manifest = repo.json(repo.integration_dir / "manifest.json")
    except JsonError as err:
        return [str(err)]
    if not isinstance(manifest, dict):
        return ["manifest.json is not a JSON object"]
    missing = [key for key in REQUIRED_MANIFEST_KEYS if key not in manifest]
    unknown = [key for key in manifest if key not in MANIFEST_KEYS]
    return [f"manifest.json lacks required key {key!r}" for key in missing] + [
        f"manifest.json has unknown key {key!r}" for key in unknown
    ]


def check_manifest_key_order(repo: Repo) -> list[str]:
    """Check keys are ordered domain, name, then alphabetically (as hassfest)."""
    keys = list(repo.manifest)
    first = {"domain": ".domain", "name": ".name"}
    expected = sorted(keys, key=lambda key: first.get(key, key))
    if keys != expected:
        return [f"manifest.json keys are {keys}, expected {expected}"]
    return []


def check_manifest_values(repo: Repo) -> list[str]:
    """Check the domain matches the directory, and value types and enumerations."""
    manifest, directory = repo.manifest, repo.integration_dir.name
    problems: list[str] = []
    if manifest.get("domain") != directory:
        problems.append(f"domain {manifest.get('domain')!r} != directory {directory!r}")
    if not isinstance(manifest.get("name"), str) or not manifest.get("name"):
        problems.append("name must be a non-empty string")
    for key in MANIFEST_LIST_KEYS:
        value = manifest.get(key, [])
        if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
            problems.append(f"{key} must be a list of strings")
    if not all(owner.startswith("@") for owner in manifest.get("codeowners") or []):
        problems.append("codeowners must be GitHub handles starting with '@'")
    problems += [
        f"{key} must be a boolean"
        for key in MANIFEST_BOOL_KEYS
        if key in manifest and not isinstance(manifest[key], bool)
    ]
    return problems + [
        f"{key} {manifest[key]!r} is not one of {sorted(allowed)}"
        for key, allowed in MANIFEST_ENUMS.items()
        if key in manifest and manifest[key] not in allowed
    ]


def check_manifest_urls(repo: Repo) -> list[str]:
    """Check documentation and issue_tracker are https URLs off home-assistant.io."""
    problems: list[str] = []
    for key in ("documentation", "issue_tracker"):
        url = repo.manifest.get(key)
        if not isinstance(url, str) or not HTTPS_URL_PATTERN.match(url):
            problems.append(f"{key} {url!r} is not an https URL")
        elif HA_DOCS_URL_PATTERN.match(url):
            problems.append(f"{key} {url!r} points at home-assistant.io")
    return problems


def check_manifest_version(repo: Repo) -> list[str]:
    """Check version parses as CalVer, SemVer, SimpleVer, BuildVer or PEP 440."""
    version = repo.manifest.get("version")
    if not isinstance(version, str):
        return [f"version {version!r} is not a string"]
    try:
        AwesomeVersion(version, ensure_strategy=VERSION_STRATEGIES)
    except AwesomeVersionException:
        return [f"version {version!r} is not a valid version"]
    return []


def check_manifest_config_flow(repo: Repo) -> list[str]:
    """Check ``config_flow: true`` is declared exactly when config_flow.py exists."""
    declared = repo.manifest.get("config_flow", False) is True
    exists = (repo.integration_dir / "config_flow.py").is_file()
    if declared and not exists:
        return ["manifest.json has config_flow: true but config_flow.py is missing"]
    if exists and not declared:
        return ["config_flow.py exists but manifest.json lacks config_flow: true"]
    return []


@cache
def core_pins(package: str) -> dict[str, str]:
    """Return where Home Assistant pins ``package``: source -> pinned version."""
    pins: dict[str, str] = {}
    for path in sorted(HA_COMPONENTS_DIR.glob("*/manifest.json")):
        for line in json.loads(path.read_text()).get("requirements", []):
            pins.update(_pin(line, package, path.parent.name))
    constraints = HA_COMPONENTS_DIR.parent / "package_constraints.txt"
    for line in constraints.read_text().splitlines() if constraints.is_file() else []:
        pins.update(_pin(line, package, constraints.name))
    return pins


def _pin(line: str, package: str, source: str) -> dict[str, str]:
    """Return {source: version} when ``line`` pins ``package`` with ``==``."""
    try:
        requirement = Requirement(line.split("#", 1)[0].strip())
    except InvalidRequirement:
        return {}
    if canonicalize_name(requirement.name) != package:
        return {}
    pinned = [spec.version for spec in requirement.specifier if spec.operator == "=="]
    return {source: pinned[0]} if pinned else {}


def _unparsable_versions(line: str, specifiers: str) -> list[str]:
    """Return a problem for each version in ``specifiers`` AwesomeVersion cannot read."""
    problems: list[str] = []
    for part in specifiers.split(","):
        match = VERSION_PART_PATTERN.match(part)
        version = match.group(2) if match else ""
        if version and AwesomeVersion(version).strategy == Strategy.UNKNOWN:
            problems.append(f"requirement {line!r}: cannot parse {part!r}")
    return problems


def _excluded_versions(line: str, requirement: Requirement) -> list[str]:
    """Return a problem for core's pins and the installed version it does not admit."""
    package = canonicalize_name(requirement.name)
    problems = [
        f"requirement {line!r} excludes {package}=={pinned} pinned by {source}"
        for source, pinned in core_pins(package).items()
        if not requirement.specifier.contains(pinned, prereleases=True)
    ]
    try:
        installed = importlib.metadata.version(requirement.name)
    except importlib.metadata.PackageNotFoundError:
        return problems
    if not requirement.specifier.contains(installed, prereleases=True):
        problems.append(f"requirement {line!r} excludes installed {installed}")
    return problems


def check_manifest_requirements(repo: Repo) -> list[str]:
    """Check requirements are well-formed and admit core's pins and the installed."""
    problems: list[str] = []
    for line in repo.manifest.get("requirements") or []:
        if " " in line:
            problems.append(f"requirement {line!r} contains a space")
            continue
        if (match := REQUIREMENT_PATTERN.match(line)) is None:
            problems.append(f"requirement {line!r} is not in package==version format")
            continue
        problems += _unparsable_versions(line, match.group(3))
        try:
            problems += _excluded_versions(line, Requirement(line))
        except InvalidRequirement as err:
            problems.append(f"requirement {line!r}: {err}")
    return problems


def check_manifest_dependencies(repo: Repo) -> list[str]:
    """Check dependencies exist, are listed once, and do not name the integration."""
    dependencies = repo.manifest.get("dependencies") or []
    after = repo.manifest.get("after_dependencies") or []
    parent = repo.integration_dir.parent
    siblings = {path.name for path in parent.iterdir() if path.is_dir()}
    problems = [
        f"{name} is in both dependencies and after_dependencies"
        for name in dependencies
        if name in after
    ]
    for name in [*dependencies, *after]:
        if name == repo.domain:
            problems.append(f"{name} depends on itself")
        elif not (HA_COMPONENTS_DIR / name).is_dir() and name not in siblings:
            problems.append(f"dependency {name} does not exist")
    return problems


def check_component_imports(repo: Repo) -> list[str]:
    """Check imported ``homeassistant.components.X`` are declared (as hassfest)."""
    manifest = repo.manifest
    allowed = {
        *ALLOWED_USED_COMPONENTS,
        *(manifest.get("dependencies") or []),
        *(manifest.get("after_dependencies") or []),
        repo.domain,
        *(
            domain
            for domain, keys in DISCOVERY_INTEGRATIONS.items()
            if any(key in manifest for key in keys)
        ),
    }
    if "bluetooth_adapters" in allowed:
        allowed.add("bluetooth")
    problems: list[str] = []
    for module, reference in sorted(repo.uses.component_imports):
        parts = Path(module).parts
        location = Path(module).stem if len(parts) == 1 else parts[0]
        if reference in allowed or _own_platform_import(repo, location, reference):
            continue
        problems.append(
            f"{module} uses component {reference} but it is not in dependencies "
            "or after_dependencies"
        )
    return problems


def _own_platform_import(repo: Repo, location: str, reference: str) -> bool:
    """Return whether an import is exempt by where it is (hassfest's rule)."""
    if (HA_COMPONENTS_DIR / location).is_dir():
        # A platform of another integration may import that integration.
        return location == reference
    return (repo.integration_dir / f"{reference}.py").is_file() or (
        repo.integration_dir / reference
    ).is_dir()
