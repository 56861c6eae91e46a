"""Offline stand-ins for hassfest and the HACS action.

Upstream CI runs both (``.github/workflows/validate.yml``); neither runs offline, so
this package re-implements the checks that apply to a custom integration. A check is a
function ``check_<name>(repo) -> list[str]`` in a ``checks_*`` module, returning its
problems (empty when all is well); ``checks.CHECKS`` collects them by name. The checks
read a ``repository.Repo``, whose code is scanned by ``source_scan`` (with
``source_flows`` and ``source_values``); hassfest's names live in ``reference_data``.

* ``test_repository``: this repository passes every check.
* ``test_checks_can_fail``: the minimal valid ``fake_repo`` passes every check, and each
  case breaks one thing in a copy (``mutations``) that its check must report.
* ``test_source_scan``: the code scan on inline snippets.
* ``test_runtime_translations``: Home Assistant's own loader resolves every used key.
"""
