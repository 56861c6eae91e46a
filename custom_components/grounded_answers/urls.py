"""
Addresses as they may be shown: without the credentials a URL can carry.

A router, Ollama, Kiwix or SearXNG address may hold ``user:password@`` for Basic
auth. The entry data keeps it (the clients need it); titles, unique IDs, setup errors
and diagnostics show the address without it.
"""

from __future__ import annotations

from typing import Final
from urllib.parse import urlsplit, urlunsplit

REDACTED_USERINFO: Final = "**REDACTED**"


def without_userinfo(url: str) -> str:
    """Return ``url`` without ``user:password@``."""
    parts = urlsplit(url)
    if "@" not in parts.netloc:
        return url
    return urlunsplit(parts._replace(netloc=parts.netloc.rpartition("@")[2]))


def redact_userinfo(url: str) -> str:
    """Return ``url`` with ``user:password@`` replaced by ``**REDACTED**@``."""
    parts = urlsplit(url)
    if "@" not in parts.netloc:
        return url
    host = parts.netloc.rpartition("@")[2]
    return urlunsplit(parts._replace(netloc=f"{REDACTED_USERINFO}@{host}"))


def host_and_path(url: str) -> str:
    """Return ``host[:port]/path`` of ``url``, without scheme, credentials or query."""
    parts = urlsplit(url)
    return parts.netloc.rpartition("@")[2] + parts.path.rstrip("/")
