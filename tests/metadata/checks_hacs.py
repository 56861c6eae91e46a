"""Checks HACS makes of the repository: hacs.json, layout, README and LICENSE."""

from awesomeversion import AwesomeVersion, AwesomeVersionStrategy
from homeassistant.const import __version__ as ha_version

from tests.metadata.reference_data import HACS_JSON_TYPES, MIT_MARKERS
from tests.metadata.repository import JsonError, Repo


def check_hacs_json(repo: Repo) -> list[str]:
    """Check hacs.json's keys and types, and that its minimum HA is not too new."""
    try:
        hacs = repo.json(repo.root / "hacs.json")
    except JsonError as err:
        return [str(err)]
    if not isinstance(hacs, dict):
        return ["hacs.json is not a JSON object"]
    problems = [
        f"hacs.json has unknown key {key!r}"
        for key in hacs
        if key not in HACS_JSON_TYPES
    ]
    problems += [
        f"hacs.json {key} must be {' or '.join(t.__name__ for t in types)}"
        for key, types in HACS_JSON_TYPES.items()
        if key in hacs and not isinstance(hacs[key], types)
    ]
    if not hacs.get("name"):
        problems.append("hacs.json lacks a name")
    if hacs.get("zip_release") and not hacs.get("filename"):
        problems.append("hacs.json zip_release needs a filename")
    for key in ("homeassistant", "hacs"):
        if not isinstance(value := hacs.get(key), str):
            continue
        version = AwesomeVersion(value)
        if version.strategy == AwesomeVersionStrategy.UNKNOWN:
            problems.append(f"hacs.json {key} {value!r} is not a version")
        elif key == "homeassistant" and version > AwesomeVersion(ha_version):
            problems.append(
                f"hacs.json homeassistant {value} is newer than the tested {ha_version}"
            )
    return problems


def check_repo_layout(repo: Repo) -> list[str]:
    """Check custom_components/ holds exactly our integration (HACS structure)."""
    parent = repo.integration_dir.parent
    found = sorted(
        path.name for path in parent.glob("*") if (path / "manifest.json").is_file()
    )
    if found != [repo.domain]:
        return [
            f"custom_components/ holds integrations {found}, expected [{repo.domain!r}]"
        ]
    return []


def check_readme_and_license(repo: Repo) -> list[str]:
    """Check README.md says something and LICENSE holds the MIT license text."""
    readme, license_path = repo.root / "README.md", repo.root / "LICENSE"
    problems: list[str] = []
    if not readme.is_file() or not readme.read_text(encoding="utf-8").strip():
        problems.append("README.md is missing or empty")
    text = license_path.read_text(encoding="utf-8") if license_path.is_file() else ""
    return problems + [
        f"LICENSE lacks {marker!r}" for marker in MIT_MARKERS if marker not in text
    ]
