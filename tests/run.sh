#!/usr/bin/env bash
# The whole test suite, integration tests included, on a real Neo4j.
# Installs the Python dependencies, starts the project's local Neo4j 5.26 (assembled from Maven
# Central, no Docker) unless GRAPHCAR_NEO4J_URI already points at one, runs pytest, and stops
# the server it started.
set -euo pipefail
cd "$(dirname "$0")/.."

PYTHON=${PYTHON:-python3}
"$PYTHON" -m pip install --quiet --disable-pip-version-check -e '.[dev,dense]'

started_here=0
if [ -z "${GRAPHCAR_NEO4J_URI:-}" ]; then
  export GRAPHCAR_NEO4J_HOME=${GRAPHCAR_NEO4J_HOME:-$HOME/.cache/graphcar/neo4j-test}
  export GRAPHCAR_TEST_NEO4J_PORT=${GRAPHCAR_TEST_NEO4J_PORT:-7697}
  launcher_out=$("$PYTHON" -m graphcar.launcher start --home "$GRAPHCAR_NEO4J_HOME" \
    --port "$GRAPHCAR_TEST_NEO4J_PORT" --timeout 240)
  eval "$launcher_out"
  export GRAPHCAR_NEO4J_URI GRAPHCAR_NEO4J_PASSWORD
  started_here=1
  echo "Neo4j started in ${GRAPHCAR_NEO4J_START_SECONDS:-?}s at $GRAPHCAR_NEO4J_URI"
fi
stop_neo4j() {
  if [ "$started_here" = 1 ]; then
    "$PYTHON" -m graphcar.launcher stop --home "$GRAPHCAR_NEO4J_HOME" --port "$GRAPHCAR_TEST_NEO4J_PORT" || true
  fi
}
trap stop_neo4j EXIT

export GRAPHCAR_REQUIRE_NEO4J=1
"$PYTHON" -m pytest "$@"
