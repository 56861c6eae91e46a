"""
Checks the config and options flows run on what the user typed.

Each returns an error key of the flow's translations, or None when all is well; the
flows decide which field the key belongs to. The network probes never raise: anything
unexpected is logged and reported as ``unknown``.
"""

from __future__ import annotations

import asyncio
import logging
from typing import TYPE_CHECKING, Any, Final
from urllib.parse import urlsplit

import aiohttp
from homeassistant.util.ssl import get_default_context

from .const import (
    BACKEND_OPENAI,
    CONF_CLAIM_CHECKING,
    CONF_VERIFIER,
    DEFAULT_VERIFIER,
    PROBE_QUERY,
    PROBE_TIMEOUT,
    VERIFIER_REFERENCE,
)
from .documents import documents_path, is_inside, is_path
from .engine.errors import (
    RouterAuthError,
    RouterError,
    RouterFailureError,
    SynthesisAuthError,
    SynthesisError,
)
from .engine.retrieve.router_client import normalise_url
from .engine.retrieve.sources import KiwixSource, SourceError
from .engine.synth.backends import (
    ModelServer,
    build_synthesizer,
    load_backend,
    verifier_runs_on,
)
from .urls import without_userinfo

if TYPE_CHECKING:
    from .engine.retrieve.router_client import RouterClient

_LOGGER = logging.getLogger(__name__)

# SearXNG answers HTTP 403 to format=json unless "json" is in search.formats.
SEARXNG_FORBIDDEN: Final = 403


def valid_url(raw: str) -> str | None:
    """Return the normalised http(s) URL, or None when ``raw`` is not one."""
    url = normalise_url(raw)
    try:
        parts = urlsplit(url)
        _ = parts.port  # raises ValueError for a port that is not a number
    except ValueError:
        return None
    if parts.scheme.lower() not in ("http", "https") or not parts.hostname:
        return None
    if any(char.isspace() for char in url):
        return None
    return url


async def async_probe_router(client: RouterClient) -> str | None:
    """Check health and one search; return an error key, or None when all is well."""
    try:
        await client.health()
        await client.search(PROBE_QUERY)
    except RouterFailureError:
        # The router answered in its protocol; a backend failing "ping" is not ours.
        return None
    except RouterAuthError:
        return "invalid_auth"
    except RouterError as err:
        _LOGGER.debug(
            "Router probe at %s failed: %s", without_userinfo(client.url), err
        )
        return "cannot_connect"
    except Exception:
        _LOGGER.exception(
            "Unexpected error probing the router at %s", without_userinfo(client.url)
        )
        return "unknown"
    return None


async def async_list_models(
    backend: str, url: str, api_key: str | None = None
) -> tuple[list[str], str | None]:
    """Return the model server's models (sorted), or an error key of its backend.

    Ollama's come from ``/api/tags``, an OpenAI-compatible server's from
    ``/v1/models``; the error keys name the backend, so the form says which kind of
    server did not answer.
    """
    server = ModelServer(
        backend=backend,
        url=url,
        api_key=api_key,
        timeout=PROBE_TIMEOUT,
        verify=get_default_context(),
    )
    openai = backend == BACKEND_OPENAI
    # The OpenAI-compatible client's modules are imported off the event loop.
    await asyncio.get_running_loop().run_in_executor(None, load_backend, backend)
    synthesizer = build_synthesizer(server, "")
    try:
        models = await synthesizer.list_models()
    except SynthesisAuthError as err:
        _LOGGER.debug("%s refused the API key: %s", without_userinfo(url), err)
        return [], "model_invalid_auth"
    except SynthesisError as err:
        _LOGGER.debug("Listing the models at %s failed: %s", without_userinfo(url), err)
        return [], "openai_cannot_connect" if openai else "ollama_cannot_connect"
    except Exception:
        _LOGGER.exception(
            "Unexpected error listing the models at %s", without_userinfo(url)
        )
        return [], "unknown"
    finally:
        await synthesizer.aclose()
    if not models:
        return [], "openai_no_models" if openai else "ollama_no_models"
    return sorted(models), None


async def async_probe_kiwix(session: aiohttp.ClientSession, url: str) -> str | None:
    """Read kiwix-serve's catalog; return an error key, or None when it answers."""
    try:
        async with asyncio.timeout(PROBE_TIMEOUT):
            await KiwixSource(session, url).books()
    except (SourceError, aiohttp.ClientError, TimeoutError) as err:
        _LOGGER.debug("Kiwix probe at %s failed: %s", without_userinfo(url), err)
        return "kiwix_cannot_connect"
    except Exception:
        _LOGGER.exception(
            "Unexpected error probing kiwix-serve at %s", without_userinfo(url)
        )
        return "unknown"
    return None


async def async_probe_searxng(session: aiohttp.ClientSession, url: str) -> str | None:
    """Search SearXNG once for JSON; return an error key, or None when it answers."""
    try:
        async with (
            asyncio.timeout(PROBE_TIMEOUT),
            session.get(
                f"{url}/search", params={"q": "test", "format": "json"}
            ) as response,
        ):
            if response.status == SEARXNG_FORBIDDEN:
                return "searxng_json_disabled"
            response.raise_for_status()
            body = await response.json(content_type=None)
    except (aiohttp.ClientError, TimeoutError, ValueError) as err:
        _LOGGER.debug("SearXNG probe at %s failed: %s", without_userinfo(url), err)
        return "searxng_cannot_connect"
    except Exception:
        _LOGGER.exception(
            "Unexpected error probing SearXNG at %s", without_userinfo(url)
        )
        return "unknown"
    if not isinstance(body, dict) or not isinstance(body.get("results"), list):
        _LOGGER.debug(
            "SearXNG at %s did not answer search results: %.200r",
            without_userinfo(url),
            body,
        )
        return "searxng_cannot_connect"
    return None


def documents_error(config_dir: str, raw: str) -> str | None:
    """Return why a documents folder cannot be used, or None (blocking)."""
    if not is_path(raw):
        return "documents_invalid_path"
    try:
        path = documents_path(config_dir, raw)
    except OSError, ValueError:  # any other path the system refuses to resolve
        return "documents_invalid_path"
    if not path.is_dir():
        return "documents_not_found"
    if not is_inside(config_dir, path):
        return "documents_outside_config"
    return None


def verifier_error(
    options: dict[str, Any], model_url: str | None, backend: str
) -> str | None:
    """Refuse a model verifier for claim checking that no model server can run.

    Every model verifier needs the model server; MiniCheck and Granite Guardian
    also need Ollama (classifiers whose trained prompt templates chat completions
    cannot send, ``engine.synth.backends``), while the LLM judge runs on either.
    """
    if not options.get(CONF_CLAIM_CHECKING):
        return None
    kind = options.get(CONF_VERIFIER, DEFAULT_VERIFIER)
    if kind == VERIFIER_REFERENCE:
        return None
    if not model_url:
        return "verifier_needs_model_server"
    if not verifier_runs_on(backend, kind):
        return "verifier_not_on_openai"
    return None
