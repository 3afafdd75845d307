"""Unit tests for graphcar.launcher: no Neo4j, no Java, no Maven needed.

Java discovery is exercised with tiny fake ``java`` scripts that print a
version banner, which is exactly what the real probe parses.
"""

from __future__ import annotations

import os
import socket
import stat
import subprocess
import sys
import time
from pathlib import Path

import pytest
from pydantic import ValidationError

from graphcar import launcher
from graphcar.launcher import LauncherError, LocalNeo4jConfig


def _conf_map(cfg: LocalNeo4jConfig) -> dict[str, str]:
    lines = [ln for ln in launcher.render_conf(cfg).splitlines() if ln and not ln.startswith("#")]
    return dict(ln.split("=", 1) for ln in lines)


def _fake_java(home: Path, banner: str) -> Path:
    """A JAVA_HOME whose bin/java prints ``banner`` on stderr like the real one."""
    java = home / "bin" / "java"
    java.parent.mkdir(parents=True)
    java.write_text(f"#!/bin/sh\necho '{banner}' >&2\n")
    java.chmod(java.stat().st_mode | stat.S_IXUSR)
    return java


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port: int = sock.getsockname()[1]
    return port


# ----------------------------------------------------------------- config


def test_defaults(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(launcher.HOME_ENV, raising=False)
    cfg = LocalNeo4jConfig()
    assert cfg.version == "5.26.12"
    assert cfg.bolt_port == 7687
    assert cfg.password == "graphcar-dev-password"
    assert cfg.home == Path.home() / ".cache" / "graphcar" / "neo4j-5.26.12"
    assert launcher.uri(cfg) == "bolt://127.0.0.1:7687"


def test_default_home_follows_version_and_env(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.delenv(launcher.HOME_ENV, raising=False)
    assert LocalNeo4jConfig(version="5.26.99").home.name == "neo4j-5.26.99"
    monkeypatch.setenv(launcher.HOME_ENV, str(tmp_path / "custom"))
    assert LocalNeo4jConfig().home == tmp_path / "custom"


def test_relative_home_is_made_absolute(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.chdir(tmp_path)
    assert LocalNeo4jConfig(home=Path("n4j")).home == tmp_path / "n4j"


@pytest.mark.parametrize(
    "kwargs",
    [
        {"password": "short"},
        {"bolt_port": 0},
        {"bolt_port": 70000},
        {"heap": "1 GB"},
        {"pagecache": "lots"},
        {"heap_initial": "0m"},
        {"unknown": 1},
    ],
)
def test_invalid_config_rejected(kwargs: dict[str, object]) -> None:
    with pytest.raises(ValidationError):
        LocalNeo4jConfig.model_validate({"home": "/tmp/x", **kwargs})


# ----------------------------------------------------------------- conf rendering


def test_render_conf_binds_loopback_only(tmp_path: Path) -> None:
    conf = _conf_map(LocalNeo4jConfig(home=tmp_path, bolt_port=17687))
    assert conf["server.default_listen_address"] == "127.0.0.1"
    assert conf["server.bolt.enabled"] == "true"
    assert conf["server.bolt.listen_address"] == "127.0.0.1:17687"
    assert conf["server.bolt.advertised_address"] == "127.0.0.1:17687"
    assert conf["server.http.enabled"] == "false"
    assert conf["server.https.enabled"] == "false"
    assert conf["dbms.usage_report.enabled"] == "false"


def test_render_conf_memory_and_directories(tmp_path: Path) -> None:
    cfg = LocalNeo4jConfig(home=tmp_path, heap="2g", heap_initial="256m", pagecache="128m")
    conf = _conf_map(cfg)
    assert conf["server.memory.heap.initial_size"] == "256m"
    assert conf["server.memory.heap.max_size"] == "2g"
    assert conf["server.memory.pagecache.size"] == "128m"
    for name in ("data", "logs", "run", "plugins", "import", "lib"):
        assert conf[f"server.directories.{name}"] == str(tmp_path / name)


def test_initial_heap_is_capped_at_max(tmp_path: Path) -> None:
    conf = _conf_map(LocalNeo4jConfig(home=tmp_path, heap="256m", heap_initial="512m"))
    assert conf["server.memory.heap.initial_size"] == "256m"


def test_write_conf_only_rewrites_on_change(tmp_path: Path) -> None:
    cfg = LocalNeo4jConfig(home=tmp_path)
    cfg.conf_dir.mkdir()
    path = launcher.write_conf(cfg)
    path.write_text(launcher.render_conf(cfg))
    before = path.stat().st_mtime_ns
    launcher.write_conf(cfg)
    assert path.stat().st_mtime_ns == before
    launcher.write_conf(cfg.model_copy(update={"bolt_port": 7700}))
    assert "127.0.0.1:7700" in path.read_text()


# ----------------------------------------------------------------- java discovery


@pytest.mark.parametrize(
    ("banner", "major"),
    [
        ('openjdk version "17.0.15" 2025-04-15', 17),
        ('openjdk version "21" 2023-09-19', 21),
        ('java version "1.8.0_402"', 8),
        ('openjdk version "11.0.2" 2019-01-15', 11),
        ("garbage", None),
    ],
)
def test_parse_java_major(banner: str, major: int | None) -> None:
    assert launcher.parse_java_major(banner) == major


def test_find_java_prefers_java_home(tmp_path: Path) -> None:
    java = _fake_java(tmp_path / "jdk", 'openjdk version "21.0.1" 2023-10-17')
    env = {"JAVA_HOME": str(tmp_path / "jdk"), "PATH": ""}
    assert launcher.find_java(env, jvm_root=tmp_path / "none") == java


def test_find_java_skips_old_java_home_and_scans_jvm_root(tmp_path: Path) -> None:
    _fake_java(tmp_path / "old", 'openjdk version "11.0.2" 2019-01-15')
    root = tmp_path / "jvm"
    _fake_java(root / "temurin-25-jdk", 'openjdk version "25" 2025-09-16')
    java17 = _fake_java(root / "java-17-openjdk-amd64", 'openjdk version "17.0.15"')
    env = {"JAVA_HOME": str(tmp_path / "old"), "PATH": ""}
    assert launcher.find_java(env, jvm_root=root) == java17


def test_find_java_falls_back_to_path(tmp_path: Path) -> None:
    java = _fake_java(tmp_path / "p", 'openjdk version "17.0.1"')
    env = {"PATH": str(java.parent)}
    assert launcher.find_java(env, jvm_root=tmp_path / "none") == java


def test_find_java_error_lists_what_was_tried(tmp_path: Path) -> None:
    _fake_java(tmp_path / "old", 'java version "1.8.0_402"')
    env = {"JAVA_HOME": str(tmp_path / "old"), "PATH": ""}
    with pytest.raises(LauncherError) as err:
        launcher.find_java(env, jvm_root=tmp_path / "none")
    message = str(err.value)
    assert "Java 17+" in message
    assert "Java 8" in message
    assert str(tmp_path / "old") in message


def test_find_java_error_when_nothing_at_all(tmp_path: Path) -> None:
    env = {"JAVA_HOME": str(tmp_path / "missing"), "PATH": ""}
    with pytest.raises(LauncherError, match="not found"):
        launcher.find_java(env, jvm_root=tmp_path / "none")
    with pytest.raises(LauncherError, match="no java found"):
        launcher.find_java({"PATH": ""}, jvm_root=tmp_path / "none")


# ----------------------------------------------------------------- install / process bits


def test_is_installed_checks_version_marker(tmp_path: Path) -> None:
    cfg = LocalNeo4jConfig(home=tmp_path)
    assert not launcher.is_installed(cfg)
    cfg.lib_dir.mkdir()
    (cfg.lib_dir / launcher.VERSION_MARKER).write_text("5.26.0\n")
    assert not launcher.is_installed(cfg)
    (cfg.lib_dir / launcher.VERSION_MARKER).write_text("5.26.12\n")
    assert launcher.is_installed(cfg)


def test_install_reuses_cached_lib(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    cfg = LocalNeo4jConfig(home=tmp_path)
    cfg.lib_dir.mkdir()
    (cfg.lib_dir / launcher.VERSION_MARKER).write_text(cfg.version)
    (tmp_path / "data" / "databases" / "system").mkdir(parents=True)  # already started once

    def no_fetch(*_: object) -> None:
        raise AssertionError("must not run Maven when lib/ is cached")

    monkeypatch.setattr(launcher, "find_java", lambda: Path("/fake/java"))
    monkeypatch.setattr(launcher, "_fetch_jars", no_fetch)
    launcher.install(cfg)
    assert (cfg.conf_dir / "neo4j.conf").is_file()
    for name in launcher.SUBDIRS:
        assert (tmp_path / name).is_dir()


def test_pom_is_found_in_checkout() -> None:
    assert launcher.find_pom().name == "pom.xml"


def test_stale_pid_file_is_ignored(tmp_path: Path) -> None:
    cfg = LocalNeo4jConfig(home=tmp_path, bolt_port=_free_port())
    cfg.pid_file.parent.mkdir()
    cfg.pid_file.write_text("999999999\n")
    st = launcher.status(cfg)
    assert (st.running, st.reachable, st.pid) == (False, False, None)
    assert not cfg.pid_file.exists()
    assert launcher.stop(cfg) is False


def test_a_killed_servers_own_pid_file_is_cleared_before_start(tmp_path: Path) -> None:
    """After ``kill -9`` Neo4j's run/neo4j.pid outlives the server; Neo4jBoot would refuse to
    start while the pid it names exists, so a pid that is gone, or another program's, goes."""
    cfg = LocalNeo4jConfig(home=tmp_path, bolt_port=_free_port())
    cfg.server_pid_file.parent.mkdir()
    gone = subprocess.Popen(["true"])
    gone.wait()
    for pid in (gone.pid, os.getpid()):  # exited; alive but not this home's server
        cfg.server_pid_file.write_text(f"{pid}\n")
        launcher._clear_stale_server_pid(cfg)
        assert not cfg.server_pid_file.exists()


def _await_exec(pid: int, marker: str, seconds: float = 10.0) -> None:
    """Wait until the child's command line is its own: right after ``Popen`` it may still
    show the parent's (the fork before the exec), which the launcher rightly reads as
    another program's pid; under load that window lasted long enough to fail the test."""
    cmdline = Path(f"/proc/{pid}/cmdline")
    deadline = time.monotonic() + seconds
    while cmdline.exists() and marker not in cmdline.read_bytes().decode(errors="replace"):
        if time.monotonic() > deadline:
            raise AssertionError(f"pid {pid} never showed {marker!r} in its command line")
        time.sleep(0.01)


def test_a_live_servers_own_pid_file_is_kept(tmp_path: Path) -> None:
    cfg = LocalNeo4jConfig(home=tmp_path, bolt_port=_free_port())
    cfg.server_pid_file.parent.mkdir()
    # a process whose command line carries this home's lib dir, as the server JVM's does
    server = subprocess.Popen(
        [sys.executable, "-c", "import time; time.sleep(30)", str(cfg.lib_dir)]
    )
    try:
        _await_exec(server.pid, str(cfg.lib_dir))
        cfg.server_pid_file.write_text(f"{server.pid}\n")
        launcher._clear_stale_server_pid(cfg)
        assert cfg.server_pid_file.exists()
    finally:
        server.kill()
        server.wait()


def test_start_refuses_foreign_process_on_port(tmp_path: Path) -> None:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        sock.listen()
        cfg = LocalNeo4jConfig(home=tmp_path, bolt_port=sock.getsockname()[1])
        with pytest.raises(LauncherError, match="already in use"):
            launcher.start(cfg, timeout=1)


# ----------------------------------------------------------------- CLI


def test_cli_status_not_running(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    port = str(_free_port())
    assert launcher.main(["status", "--home", str(tmp_path), "--port", port]) == 1
    assert "running=False" in capsys.readouterr().out


def test_cli_stop_when_not_running(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert launcher.main(["stop", "--home", str(tmp_path)]) == 0
    assert "not running" in capsys.readouterr().out


def test_cli_invalid_option_exit_1(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert launcher.main(["status", "--home", str(tmp_path), "--password", "short"]) == 1
    assert "invalid option" in capsys.readouterr().err


def test_env_lines_are_shell_safe(tmp_path: Path) -> None:
    cfg = LocalNeo4jConfig(home=tmp_path, password="it's a secret")
    lines = launcher._env_lines(cfg, 7.25)
    assert lines[0] == "GRAPHCAR_NEO4J_URI=bolt://127.0.0.1:7687"
    assert "GRAPHCAR_NEO4J_PASSWORD='it'\"'\"'s a secret'" in lines
    assert "GRAPHCAR_NEO4J_START_SECONDS=7.2" in lines
