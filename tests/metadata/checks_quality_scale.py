"""Check of quality_scale.yaml: self-documentation only for a custom integration."""

import yaml

from tests.metadata.reference_data import QUALITY_SCALE_RULES, QUALITY_SCALE_STATUSES
from tests.metadata.repository import Repo


def check_quality_scale(repo: Repo) -> list[str]:
    """Check quality_scale.yaml (if any) lists known rules with valid statuses."""
    path = repo.integration_dir / "quality_scale.yaml"
    if not path.is_file():
        return []
    try:
        content = yaml.safe_load(path.read_text(encoding="utf-8"))
    except yaml.YAMLError as err:
        return [f"quality_scale.yaml: {err}"]
    if not isinstance(content, dict) or set(content) != {"rules"}:
        return ["quality_scale.yaml must have exactly one top-level key, rules"]
    if not isinstance(rules := content["rules"], dict):
        return ["quality_scale.yaml rules must be a mapping"]
    problems: list[str] = []
    for rule, value in rules.items():
        if rule not in QUALITY_SCALE_RULES:
            problems.append(f"quality_scale.yaml: unknown rule {rule!r}")
        entry = value if isinstance(value, dict) else {"status": value}
        if set(entry) - {"status", "comment"}:
            problems.append(
                f"quality_scale.yaml: {rule} has keys other than status/comment"
            )
        status, comment = entry.get("status"), entry.get("comment")
        if status not in QUALITY_SCALE_STATUSES:
            problems.append(
                f"quality_scale.yaml: {rule} status {status!r} is not done/todo/exempt"
            )
        if status == "exempt" and not (isinstance(comment, str) and comment.strip()):
            problems.append(f"quality_scale.yaml: exempt rule {rule} needs a comment")
    return problems
