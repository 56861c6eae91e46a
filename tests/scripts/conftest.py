"""Script tests: the tools in scripts/, in-process and run as a user runs them.

Stand-ins for external services are real servers on 127.0.0.1, so sockets are allowed
here (the Home Assistant test plugin blocks them by default).
"""

import pytest


@pytest.fixture(autouse=True)
def _allow_loopback_sockets(socket_enabled: None) -> None:
    """Let tests talk to their stand-in servers."""
