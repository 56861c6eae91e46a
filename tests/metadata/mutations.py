"""Small declarative edits of the fake repository, one broken thing each.

A path is relative to the integration directory; one starting with ``/`` is relative
to the repository root. A JSON key path is dotted: ``"config.error.cannot_connect"``.
Each edit fails loudly when what it changes is not there, so no case passes vacuously.
"""

import io
import json
import shutil
from collections.abc import Callable
from pathlib import Path
from typing import Any, Final

from PIL import Image

from tests.metadata.fake_repo import INTEGRATION, write_json, write_png, write_text

type Mutation = Callable[[Path], None]  # edits the repository at the given root
TRANSLATION_FILES: Final = (
    "translations/en.json",
    "strings.json",
    "translations/de.json",
)


def _path(root: Path, name: str) -> Path:
    """Resolve a mutation path against the repository root."""
    if name.startswith("/"):
        return root / name.removeprefix("/")
    return root / INTEGRATION / name


def _edit_json(name: str, edit: Callable[[dict[str, Any]], None]) -> Mutation:
    """Return a mutation that applies ``edit`` to the object in a JSON file."""

    def mutate(root: Path) -> None:
        content = json.loads(_path(root, name).read_text(encoding="utf-8"))
        edit(content)
        write_json(_path(root, name), content)

    return mutate


def _parent(
    tree: dict[str, Any], key_path: str, *, create: bool
) -> tuple[dict[str, Any], str]:
    """Return the dict holding the last key of ``key_path``, and that key."""
    *parents, last = key_path.split(".")
    for part in parents:
        tree = tree.setdefault(part, {}) if create else tree[part]
    return tree, last


def set_json(name: str, key_path: str, value: object) -> Mutation:
    """Set a key in a JSON file (a new key goes last)."""

    def edit(tree: dict[str, Any]) -> None:
        parent, key = _parent(tree, key_path, create=True)
        parent[key] = value

    return _edit_json(name, edit)


def drop_json_key(name: str, key_path: str) -> Mutation:
    """Delete a key from a JSON file (KeyError when it is not there)."""

    def edit(tree: dict[str, Any]) -> None:
        parent, key = _parent(tree, key_path, create=False)
        del parent[key]

    return _edit_json(name, edit)


def all_of(*mutations: Mutation) -> Mutation:
    """Return a mutation applying several, in order."""

    def mutate(root: Path) -> None:
        for mutation in mutations:
            mutation(root)

    return mutate


def set_translation(key_path: str, value: object) -> Mutation:
    """Set a key in en.json, strings.json and de.json alike (only it differs)."""
    return all_of(*(set_json(name, key_path, value) for name in TRANSLATION_FILES))


def drop_translation(key_path: str) -> Mutation:
    """Delete a key from en.json, strings.json and de.json alike."""
    return all_of(*(drop_json_key(name, key_path) for name in TRANSLATION_FILES))


def write(name: str, text: str) -> Mutation:
    """Write (or overwrite) a text file."""
    return lambda root: write_text(_path(root, name), text)


def replace_text(name: str, old: str, new: str) -> Mutation:
    """Replace text in a file (AssertionError when ``old`` is not there)."""

    def mutate(root: Path) -> None:
        text = _path(root, name).read_text(encoding="utf-8")
        assert old in text, f"{old!r} is not in {name}"
        write_text(_path(root, name), text.replace(old, new))

    return mutate


def append_text(name: str, text: str) -> Mutation:
    """Append text to a file."""

    def mutate(root: Path) -> None:
        write_text(
            _path(root, name), _path(root, name).read_text(encoding="utf-8") + text
        )

    return mutate


def delete(name: str) -> Mutation:
    """Delete a file or directory (FileNotFoundError when it is not there)."""

    def mutate(root: Path) -> None:
        path = _path(root, name)
        if path.is_dir():
            shutil.rmtree(path)
        else:
            path.unlink()

    return mutate


def png(
    name: str,
    side: int,
    background: tuple[int, int, int, int] = (0, 0, 0, 0),
    disc: int = 0,
) -> Mutation:
    """Write a square PNG brand image (see ``fake_repo.write_png``)."""
    return lambda root: write_png(_path(root, name), side, background, disc)


def blank_png(name: str, side: int) -> Mutation:
    """Write a fully transparent PNG: an image with no artwork."""
    return lambda root: Image.new("RGBA", (side, side)).save(_path(root, name))


def jpeg(name: str, side: int) -> Mutation:
    """Write JPEG data under a brand image's name."""

    def mutate(root: Path) -> None:
        buffer = io.BytesIO()
        Image.new("RGB", (side, side), (3, 169, 244)).save(buffer, format="JPEG")
        _path(root, name).write_bytes(buffer.getvalue())

    return mutate
