"""The registry of checks: every ``check_<name>`` function of the checks modules."""

from types import ModuleType
from typing import Final

from tests.metadata import (
    checks_brand,
    checks_flows,
    checks_hacs,
    checks_manifest,
    checks_quality_scale,
    checks_services,
    checks_translations,
)
from tests.metadata.repository import Check

MODULES: Final[tuple[ModuleType, ...]] = (
    checks_manifest,
    checks_hacs,
    checks_translations,
    checks_flows,
    checks_services,
    checks_brand,
    checks_quality_scale,
)


def _checks_of(module: ModuleType) -> dict[str, Check]:
    """Return the checks a module defines, by name without the ``check_`` prefix."""
    return {
        name.removeprefix("check_"): function
        for name, function in vars(module).items()
        if name.startswith("check_") and function.__module__ == module.__name__
    }


CHECKS: Final[dict[str, Check]] = {
    name: function
    for module in MODULES
    for name, function in _checks_of(module).items()
}
