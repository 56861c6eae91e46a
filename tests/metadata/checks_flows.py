"""Checks that flow translations and the flows' code agree, both ways."""

from collections.abc import Mapping
from typing import Any, Final

from tests.metadata.repository import Repo, dict_at, dig
from tests.metadata.source_flows import SHARED, FlowUses

SUBENTRIES: Final = "config_subentries."


def flow_blocks(en: Mapping[str, Any]) -> dict[str, dict[str, Any]]:
    """Return en.json's flow blocks by flow kind (config, options, subentry types)."""
    blocks = {
        kind: en[kind]
        for kind in ("config", "options")
        if isinstance(en.get(kind), dict)
    }
    for subentry_type, block in dict_at(en, "config_subentries").items():
        if isinstance(block, dict):
            blocks[f"{SUBENTRIES}{subentry_type}"] = block
    return blocks


def _blocks_for(
    kind: str, blocks: Mapping[str, dict[str, Any]]
) -> list[dict[str, Any]]:
    """Return the en.json blocks a flow kind's keys may live in."""
    if kind == f"{SUBENTRIES}*":
        return [block for name, block in blocks.items() if name.startswith(SUBENTRIES)]
    if kind == SHARED:
        return list(blocks.values())
    return [blocks[kind]] if kind in blocks else []


def check_flow_keys_translated(repo: Repo) -> list[str]:
    """Check every shown step, error, abort, menu option and progress is translated."""
    blocks = flow_blocks(repo.en)
    problems: list[str] = []
    for kind, flow in sorted(repo.uses.flows.items()):
        candidates = _blocks_for(kind, blocks)
        paths = [("step", step) for step in flow.steps]
        paths += [("error", error) for error in flow.errors]
        paths += [("abort", reason) for reason in flow.aborts]
        paths += [("progress", action) for action in flow.progress]
        paths += [
            ("step", step, "menu_options", option)
            for step, options in flow.menu_options.items()
            for option in options
        ]
        problems += [
            f"{kind or 'a flow'}.{'.'.join(path)} is not translated"
            for path in sorted(paths)
            if all(dig(block, *path) is None for block in candidates)
        ]
    return problems


def check_flow_translations_used(repo: Repo) -> list[str]:
    """Check every translated step, error and abort reason is used by its flow."""
    flows, shared = repo.uses.flows, repo.uses.flows.get(SHARED, FlowUses())
    problems: list[str] = []
    for kind, block in sorted(flow_blocks(repo.en).items()):
        own = [flow for name, flow in flows.items() if name == kind]
        if kind.startswith(SUBENTRIES):
            own += [flow for name, flow in flows.items() if name == f"{SUBENTRIES}*"]
        if not own:
            problems.append(f"{kind} is translated but no {kind} flow exists")
            continue
        strings = shared.strings.union(*(flow.strings for flow in own))
        used = {
            "step": set().union(*(flow.steps | flow.step_methods for flow in own)),
            "error": shared.errors.union(*(flow.errors for flow in own)),
            "abort": shared.aborts.union(*(flow.aborts for flow in own)),
        }
        problems += [
            f"{kind}.{part}.{key} is translated but never used"
            for part, keys in used.items()
            for key in dict_at(block, part)
            if key not in keys and key not in strings
        ]
    return problems
