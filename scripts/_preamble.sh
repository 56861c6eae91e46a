# Sourced (not run) by every script in scripts/ and by .ci/run, first thing:
#
#   source "$(dirname "${BASH_SOURCE[0]}")/_preamble.sh"
#   ga_require_venv                  # stop here, with the fix, unless set-up was done
#   ga_exec_module scripts.ask_cli "$@"
#
# It never changes directory: a path the user typed stays relative to where the
# command was typed: from the folder above a clone, `clone/scripts/eval cases/dev.jsonl`
# reads ./cases/dev.jsonl. Everything it defines starts with GA_ or ga_.
#
#   GA_ROOT     the repository root (absolute)
#   GA_VENV     the virtual environment, $GA_ROOT/.venv
#   GA_PYTHON   its interpreter
#   GA_SCRIPT   how the script is named in messages ("scripts/eval")
#   GA_PYTHON_VERSION  the one Python the project runs on ("3.14")
#
# Exit status 2 means "set-up needed": the one line printed says what to run.

GA_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
GA_VENV="$GA_ROOT/.venv"
GA_PYTHON="$GA_VENV/bin/python"
GA_SCRIPT="scripts/$(basename "${BASH_SOURCE[1]:-$0}")"
GA_PYTHON_VERSION="3.14"
export PYTHONPATH="$GA_ROOT${PYTHONPATH:+:$PYTHONPATH}"

# Print "MAJOR.MINOR" of the interpreter $1, or nothing when it does not run.
ga_python_version() {
  "$1" -c 'import sys; print("%d.%d" % sys.version_info[:2])' 2>/dev/null | tail -n 1
}

# Print why .venv cannot be used (nothing when it can).
ga_venv_problem() {
  if [ ! -e "$GA_PYTHON" ] && [ ! -L "$GA_PYTHON" ]; then
    echo "no .venv in $GA_ROOT (set-up was not done)"
    return
  fi
  local version
  version="$(ga_python_version "$GA_PYTHON")"
  if [ -z "$version" ]; then
    echo "$GA_PYTHON does not run"
  elif [ "$version" != "$GA_PYTHON_VERSION" ]; then
    echo ".venv holds Python $version, the project needs $GA_PYTHON_VERSION"
  fi
}

# Stop with one line and exit 2 unless .venv exists and holds Python 3.14.
ga_require_venv() {
  local problem
  problem="$(ga_venv_problem)"
  if [ -n "$problem" ]; then
    echo "$GA_SCRIPT: $problem; run $GA_ROOT/scripts/setup first." >&2
    exit 2
  fi
}

# Run `python -m MODULE ARGS…` from .venv, importing the repository's packages.
# -P keeps the current directory off sys.path: a `scripts/` or `tests/` folder where
# the command was typed must not shadow the repository's.
ga_exec_module() {
  local module="$1"
  shift
  exec "$GA_PYTHON" -P -m "$module" "$@"
}
