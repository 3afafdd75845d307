"""A private Neo4j server for tests that kill and restart it.

Fault tests must never touch the shared test server (GRAPHCAR_NEO4J_URI): each starts its own
with :mod:`graphcar.launcher` under a temporary home on a port of its own, and takes it down
with ``SIGKILL`` the way a crash or an OOM kill would.
"""

from __future__ import annotations

import os
import signal
import socket
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from graphcar import launcher

START_TIMEOUT_SECONDS = 240
#: Below Linux's ephemeral range (32768+): a client's own outgoing port can never be the
#: server's, so retries against a dead server cannot connect to themselves.
PORT_SEARCH_SPAN = 40


def free_port(base: int) -> int:
    """The first port from ``base`` that nothing listens on, so two fault tests (or another
    engineer's server) on the same machine do not collide."""
    for port in range(base, base + PORT_SEARCH_SPAN):
        if not _listening(port):
            return port
    raise RuntimeError(f"no free port in {base}..{base + PORT_SEARCH_SPAN - 1}")


def private_server(
    tmp_path_factory: pytest.TempPathFactory, name: str, base_port: int, password: str
) -> Iterator[launcher.LocalNeo4jConfig]:
    """Body of a fixture: start a server under a fresh temporary home, stop it afterwards."""
    home: Path = tmp_path_factory.mktemp(name)
    cfg = launcher.LocalNeo4jConfig(home=home, bolt_port=free_port(base_port), password=password)
    launcher.start(cfg, timeout=START_TIMEOUT_SECONDS)
    try:
        yield cfg
    finally:
        launcher.stop(cfg)


def kill_server(cfg: launcher.LocalNeo4jConfig, timeout: float = 30.0) -> None:
    """``kill -9`` the server's process group and wait until its Bolt port is closed."""
    pid = int(cfg.pid_file.read_text(encoding="utf-8").strip())
    os.killpg(os.getpgid(pid), signal.SIGKILL)
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if not launcher.status(cfg).running and not _listening(cfg.bolt_port):
            return
        time.sleep(0.1)
    raise AssertionError(f"Neo4j under {cfg.home} still up {timeout}s after SIGKILL")


def _listening(port: int) -> bool:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.settimeout(1.0)
        return sock.connect_ex(("127.0.0.1", port)) == 0
