"""Run a real Neo4j Community server locally, without Docker.

Why this exists: graphcar's integration tests and local development need a
genuine Neo4j (Cypher semantics, Bolt protocol, auth) but the machines we run
on have no Docker and no way to fetch the Neo4j tarball. Maven Central *is*
reachable, and the Neo4j server is published there as ordinary jars, so we
assemble a NEO4J_HOME from those jars (``neo4j-local/pom.xml``) and drive the
server's own boot classes (``Neo4jBoot`` / ``Neo4jAdminBoot``) with plain
``java``.

Layout of a home (default ``~/.cache/graphcar/neo4j-<version>``)::

    lib/        jars copied by Maven, plus the ``.graphcar-neo4j-version`` marker
    conf/       neo4j.conf rendered by :func:`render_conf`
    data/ logs/ run/ plugins/ import/

The server binds to loopback only, Bolt on ``cfg.bolt_port``; the HTTP and
HTTPS connectors are disabled (graphcar talks Bolt only, and fewer open ports
mean fewer clashes between parallel checkouts).

Use it as ``python -m graphcar.launcher start|stop|status|install`` or call
:func:`install`, :func:`start`, :func:`stop`, :func:`status` directly.
"""

from __future__ import annotations

import argparse
import contextlib
import hashlib
import os
import re
import shlex
import shutil
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

__all__ = [
    "DEFAULT_PASSWORD",
    "DEFAULT_VERSION",
    "LauncherError",
    "LauncherStatus",
    "LocalNeo4jConfig",
    "find_java",
    "install",
    "is_installed",
    "main",
    "render_conf",
    "start",
    "status",
    "stop",
    "uri",
]

DEFAULT_VERSION = "5.26.12"
DEFAULT_PASSWORD = "graphcar-dev-password"
NEO4J_USER = "neo4j"
MIN_JAVA_MAJOR = 17
# Neo4j 5.26 is certified on Java 17 and 21; prefer those when scanning a JVM dir.
PREFERRED_JAVA_MAJORS = (17, 21)
DEFAULT_JVM_ROOT = Path("/usr/lib/jvm")
HOME_ENV = "GRAPHCAR_NEO4J_HOME"
VERSION_MARKER = ".graphcar-neo4j-version"
PASSWORD_MARKER = ".graphcar-initial-password.sha256"
PID_FILE = "graphcar-neo4j.pid"  # run/neo4j.pid belongs to Neo4j itself
SERVER_PID_FILE = "neo4j.pid"
#: Seconds to let a killed server JVM be reaped before its pid file is judged.
REAP_SECONDS = 10.0
CONSOLE_LOG = "console.log"
SUBDIRS = ("conf", "data", "logs", "run", "plugins", "import")
BOOT_CLASS = "org.neo4j.server.startup.Neo4jBoot"
ADMIN_BOOT_CLASS = "org.neo4j.server.startup.Neo4jAdminBoot"
_MEMORY_RE = re.compile(r"^[1-9][0-9]*[kKmMgG]?$")
_JAVA_VERSION_RE = re.compile(r'version "(\d+)(?:\.(\d+))?')


class LauncherError(RuntimeError):
    """A failure the user can act on; ``main`` prints it and exits 1."""


def default_home(version: str = DEFAULT_VERSION) -> Path:
    """Per-version cache dir, so upgrading Neo4j never reuses an old store.

    ``$GRAPHCAR_NEO4J_HOME`` wins, so CI can point every command at a scratch dir.
    """
    override = os.environ.get(HOME_ENV)
    if override:
        return Path(override).expanduser()
    return Path.home() / ".cache" / "graphcar" / f"neo4j-{version}"


class LocalNeo4jConfig(BaseModel):
    """Everything needed to install and run one local server.

    The default ``home`` is per version (see :func:`default_home`).
    """

    model_config = ConfigDict(frozen=True, extra="forbid")

    home: Path = Field(default_factory=default_home, validate_default=True)
    bolt_port: int = Field(default=7687, ge=1, le=65535)
    # Neo4j rejects passwords shorter than 8 characters at set-initial-password.
    password: str = Field(default=DEFAULT_PASSWORD, min_length=8)
    heap: str = "1g"
    heap_initial: str = "512m"
    pagecache: str = "256m"
    version: str = DEFAULT_VERSION

    @model_validator(mode="before")
    @classmethod
    def _home_follows_version(cls, data: Any) -> Any:
        """Default home depends on ``version`` (works on pydantic < 2.10 too)."""
        if isinstance(data, dict) and data.get("home") is None:
            version = str(data.get("version", DEFAULT_VERSION))
            return {**data, "home": default_home(version)}
        return data

    @field_validator("heap", "heap_initial", "pagecache")
    @classmethod
    def _check_memory(cls, value: str) -> str:
        """Fail early on typos instead of letting the JVM refuse to boot later."""
        if not _MEMORY_RE.match(value):
            raise ValueError(f"memory size must look like 512m or 1g, got {value!r}")
        return value

    @field_validator("home")
    @classmethod
    def _absolute_home(cls, value: Path) -> Path:
        """neo4j.conf needs absolute paths; the server's cwd is not ours."""
        return value.expanduser().absolute()

    @property
    def lib_dir(self) -> Path:
        """Jar directory (the server classpath)."""
        return self.home / "lib"

    @property
    def conf_dir(self) -> Path:
        """Directory exported as NEO4J_CONF."""
        return self.home / "conf"

    @property
    def pid_file(self) -> Path:
        """Our pid file: pid of the Neo4jBoot process, which leads its process group."""
        return self.home / "run" / PID_FILE

    @property
    def server_pid_file(self) -> Path:
        """Neo4j's own pid file: the server JVM's pid, which Neo4jBoot checks at start."""
        return self.home / "run" / SERVER_PID_FILE

    @property
    def console_log(self) -> Path:
        """Where the server's stdout/stderr go."""
        return self.home / "logs" / CONSOLE_LOG


@dataclass(frozen=True)
class LauncherStatus:
    """Snapshot answer to "is my local Neo4j up?"."""

    pid: int | None
    running: bool
    reachable: bool
    uri: str
    home: Path


def uri(cfg: LocalNeo4jConfig) -> str:
    """Bolt URI clients should use (always loopback: the server binds nowhere else)."""
    return f"bolt://127.0.0.1:{cfg.bolt_port}"


# --------------------------------------------------------------------------- conf


def _size_bytes(size: str) -> int:
    """Bytes in a validated size like ``512m`` (plain numbers are bytes, as in Neo4j)."""
    units = {"k": 1 << 10, "m": 1 << 20, "g": 1 << 30}
    suffix = size[-1].lower()
    if suffix in units:
        return int(size[:-1]) * units[suffix]
    return int(size)


def _min_size(initial: str, maximum: str) -> str:
    """Initial heap capped at the max: the JVM refuses to start if -Xms > -Xmx."""
    return initial if _size_bytes(initial) <= _size_bytes(maximum) else maximum


def render_conf(cfg: LocalNeo4jConfig) -> str:
    """Minimal neo4j.conf: loopback Bolt only, bounded memory, no phoning home.

    Memory is explicit because Neo4j otherwise sizes heap and page cache from
    total RAM, which is far too greedy on a shared dev machine.
    """
    home = cfg.home
    lines = [
        "# Generated by graphcar.launcher; edits are overwritten on every start.",
        "server.default_listen_address=127.0.0.1",
        "server.default_advertised_address=127.0.0.1",
        "server.bolt.enabled=true",
        f"server.bolt.listen_address=127.0.0.1:{cfg.bolt_port}",
        f"server.bolt.advertised_address=127.0.0.1:{cfg.bolt_port}",
        "server.http.enabled=false",
        "server.https.enabled=false",
        f"server.memory.heap.initial_size={_min_size(cfg.heap_initial, cfg.heap)}",
        f"server.memory.heap.max_size={cfg.heap}",
        f"server.memory.pagecache.size={cfg.pagecache}",
        *(f"server.directories.{name}={home / name}" for name in ("data", "logs", "run")),
        *(f"server.directories.{name}={home / name}" for name in ("plugins", "import", "lib")),
        "dbms.usage_report.enabled=false",
        "dbms.security.auth_enabled=true",
    ]
    return "\n".join(lines) + "\n"


def write_conf(cfg: LocalNeo4jConfig) -> Path:
    """Write neo4j.conf only when it changed, so mtimes stay meaningful."""
    path = cfg.conf_dir / "neo4j.conf"
    text = render_conf(cfg)
    if not path.exists() or path.read_text(encoding="utf-8") != text:
        path.write_text(text, encoding="utf-8")
    return path


# --------------------------------------------------------------------------- java


def parse_java_major(version_output: str) -> int | None:
    """Major version from ``java -version`` output (handles the legacy ``1.8`` form)."""
    match = _JAVA_VERSION_RE.search(version_output)
    if match is None:
        return None
    major = int(match.group(1))
    if major == 1 and match.group(2) is not None:
        return int(match.group(2))
    return major


def java_major(java: Path) -> int | None:
    """Ask a java binary for its major version; None if it cannot be run."""
    try:
        proc = subprocess.run(
            [str(java), "-version"], capture_output=True, text=True, timeout=30, check=False
        )
    except (OSError, subprocess.SubprocessError):
        return None
    return parse_java_major(proc.stderr + proc.stdout)


def _jvm_root_candidates(jvm_root: Path) -> list[Path]:
    """Java binaries under e.g. /usr/lib/jvm, java-17 dirs first (what Neo4j 5.26 targets)."""
    if not jvm_root.is_dir():
        return []
    binaries = [
        d / "bin" / "java" for d in sorted(jvm_root.iterdir()) if (d / "bin" / "java").is_file()
    ]

    def rank(java: Path) -> int:
        name = java.parent.parent.name
        for index, major in enumerate(PREFERRED_JAVA_MAJORS):
            if f"-{major}" in name or f"jdk{major}" in name:
                return index
        return len(PREFERRED_JAVA_MAJORS)

    return sorted(binaries, key=rank)


def _java_candidates(env: Mapping[str, str], jvm_root: Path) -> Iterator[tuple[str, Path]]:
    """Candidates in priority order: JAVA_HOME, then the JVM dir, then PATH."""
    java_home = env.get("JAVA_HOME")
    if java_home:
        yield "JAVA_HOME", Path(java_home) / "bin" / "java"
    for java in _jvm_root_candidates(jvm_root):
        yield str(jvm_root), java
    on_path = shutil.which("java", path=env.get("PATH", ""))
    if on_path:
        yield "PATH", Path(on_path)


def find_java(
    env: Mapping[str, str] | None = None,
    jvm_root: Path = DEFAULT_JVM_ROOT,
    probe: Callable[[Path], int | None] = java_major,
) -> Path:
    """Return a Java 17+ binary or raise :class:`LauncherError` listing what was tried.

    Neo4j 5.x refuses older JVMs with a confusing stack trace, so we check up front.
    """
    env = os.environ if env is None else env
    tried: list[str] = []
    seen: set[Path] = set()
    for source, java in _java_candidates(env, jvm_root):
        resolved = java.resolve()
        if resolved in seen:
            continue
        seen.add(resolved)
        if not java.is_file():
            tried.append(f"{java} (from {source}): not found")
            continue
        major = probe(java)
        if major is not None and major >= MIN_JAVA_MAJOR:
            return java
        found = "unknown version" if major is None else f"Java {major}"
        tried.append(f"{java} (from {source}): {found}")
    detail = "; ".join(tried) if tried else "no java found at all"
    raise LauncherError(
        f"Neo4j needs Java {MIN_JAVA_MAJOR}+ ({detail}). Install one "
        "(e.g. `apt-get install openjdk-17-jre-headless`) or set JAVA_HOME."
    )


def _java_home(java: Path) -> Path:
    """JAVA_HOME for a binary, so Neo4j's bootloader and Maven use the same JVM."""
    return java.resolve().parent.parent


def _server_env(cfg: LocalNeo4jConfig, java: Path) -> dict[str, str]:
    """Environment for Neo4j's boot classes: they locate everything from these."""
    env = dict(os.environ)
    env.update(
        NEO4J_HOME=str(cfg.home),
        NEO4J_CONF=str(cfg.conf_dir),
        JAVA_HOME=str(_java_home(java)),
    )
    return env


# --------------------------------------------------------------------------- install


def find_pom() -> Path:
    """The project's neo4j-local/pom.xml (lives next to the package in the repo)."""
    pom = Path(__file__).resolve().parent.parent / "neo4j-local" / "pom.xml"
    if not pom.is_file():
        raise LauncherError(
            f"{pom} not found: `install` must run from a graphcar source checkout "
            "(the pom lists the Neo4j jars to fetch from Maven Central)."
        )
    return pom


def is_installed(cfg: LocalNeo4jConfig) -> bool:
    """True when lib/ holds jars for exactly ``cfg.version`` (marker written last)."""
    marker = cfg.lib_dir / VERSION_MARKER
    if not marker.is_file():
        return False
    return marker.read_text(encoding="utf-8").strip() == cfg.version


def _tail(path: Path, lines: int = 40) -> str:
    """Last lines of a log, for error messages that explain themselves."""
    if not path.is_file():
        return f"(no log at {path})"
    content = path.read_text(encoding="utf-8", errors="replace").splitlines()
    return "\n".join(content[-lines:])


def _fetch_jars(cfg: LocalNeo4jConfig, java: Path) -> None:
    """Copy the server's runtime jars from Maven Central into lib/ (atomic swap).

    Jars land in a temp dir first so an interrupted download never leaves a
    half-filled lib/ that later looks installed.
    """
    mvn = shutil.which("mvn")
    if mvn is None:
        raise LauncherError(
            "Maven (`mvn`) is needed for the first install: `apt-get install maven`."
        )
    staging = cfg.home / "lib.partial"
    shutil.rmtree(staging, ignore_errors=True)
    log = cfg.home / "logs" / "mvn-install.log"
    cmd = [
        mvn,
        "-q",
        "-B",
        "-f",
        str(find_pom()),
        f"-Dneo4j.version={cfg.version}",
        "dependency:copy-dependencies",
        f"-DoutputDirectory={staging}",
        "-DincludeScope=runtime",
    ]
    env = dict(os.environ, JAVA_HOME=str(_java_home(java)))
    with log.open("w", encoding="utf-8") as out:
        code = subprocess.run(
            cmd, stdout=out, stderr=subprocess.STDOUT, env=env, check=False
        ).returncode
    if code != 0 or not any(staging.glob("neo4j-*.jar")):
        raise LauncherError(
            f"Maven failed to fetch Neo4j {cfg.version} jars (exit {code}):\n{_tail(log)}"
        )
    (staging / VERSION_MARKER).write_text(cfg.version + "\n", encoding="utf-8")
    shutil.rmtree(cfg.lib_dir, ignore_errors=True)
    staging.rename(cfg.lib_dir)


def _password_digest(password: str) -> str:
    """Remember which initial password we set without storing it in clear."""
    return hashlib.sha256(password.encode("utf-8")).hexdigest()


def _set_initial_password(cfg: LocalNeo4jConfig, java: Path) -> None:
    """Set the neo4j user's password, only while the system database does not exist yet.

    Neo4j ignores set-initial-password after first start, so doing it later
    would silently do nothing; skipping also saves ~6 s of JVM start.
    """
    if (cfg.home / "data" / "databases" / "system").exists():
        return
    marker = cfg.home / "data" / PASSWORD_MARKER
    digest = _password_digest(cfg.password)
    if marker.is_file() and marker.read_text(encoding="utf-8").strip() == digest:
        return
    cmd = [
        str(java),
        "-cp",
        str(cfg.lib_dir / "*"),
        ADMIN_BOOT_CLASS,
        "dbms",
        "set-initial-password",
        cfg.password,
    ]
    proc = subprocess.run(
        cmd, cwd=cfg.home, env=_server_env(cfg, java), capture_output=True, text=True, check=False
    )
    if proc.returncode != 0:
        raise LauncherError(f"set-initial-password failed:\n{proc.stdout}{proc.stderr}")
    marker.write_text(digest + "\n", encoding="utf-8")


def install(cfg: LocalNeo4jConfig) -> None:
    """Create the home, fetch jars if needed, write neo4j.conf and the initial password.

    Idempotent and cheap once done, so :func:`start` simply calls it first.
    """
    java = find_java()
    for name in SUBDIRS:
        (cfg.home / name).mkdir(parents=True, exist_ok=True)
    if not is_installed(cfg):
        print(
            f"Fetching Neo4j {cfg.version} jars with Maven into {cfg.lib_dir} ...", file=sys.stderr
        )
        _fetch_jars(cfg, java)
    write_conf(cfg)
    _set_initial_password(cfg, java)


# --------------------------------------------------------------------------- processes


def _read_pid(cfg: LocalNeo4jConfig) -> int | None:
    """Pid from our pid file, or None if absent or garbage."""
    try:
        return int(cfg.pid_file.read_text(encoding="utf-8").strip())
    except (OSError, ValueError):
        return None


def _is_our_server(pid: int, cfg: LocalNeo4jConfig) -> bool:
    """Is ``pid`` alive and really this home's Neo4jBoot (guards against pid reuse)?"""
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    cmdline = Path(f"/proc/{pid}/cmdline")
    if not cmdline.exists():  # not Linux: liveness is the best we can do
        return True
    try:
        args = cmdline.read_bytes().decode("utf-8", errors="replace")
    except OSError:
        return False
    return BOOT_CLASS in args and str(cfg.lib_dir) in args


def _running_pid(cfg: LocalNeo4jConfig) -> int | None:
    """Pid of this home's live server, cleaning up a stale pid file on the way."""
    pid = _read_pid(cfg)
    if pid is None:
        return None
    if _is_our_server(pid, cfg):
        return pid
    cfg.pid_file.unlink(missing_ok=True)
    return None


def _zombie(pid: int) -> bool:
    """Whether ``pid`` has exited and waits to be reaped (state Z in /proc; Linux only)."""
    try:
        stat = Path(f"/proc/{pid}/stat").read_text(encoding="utf-8", errors="replace")
    except OSError:
        return False
    return stat.rpartition(")")[2].split()[:1] == ["Z"]


def _clear_stale_server_pid(cfg: LocalNeo4jConfig) -> None:
    """Remove Neo4j's own pid file where it names no live server of this home: after a
    ``kill -9`` it outlives the server, and Neo4jBoot refuses to start ("Neo4j is already
    running") while that pid exists, even as a zombie or as another program's reused pid."""
    try:
        pid = int(cfg.server_pid_file.read_text(encoding="utf-8").strip())
    except (OSError, ValueError):
        cfg.server_pid_file.unlink(missing_ok=True)
        return
    deadline = time.monotonic() + REAP_SECONDS
    while _zombie(pid) and time.monotonic() < deadline:
        time.sleep(0.2)
    try:
        os.kill(pid, 0)
        args = Path(f"/proc/{pid}/cmdline").read_bytes().decode("utf-8", errors="replace")
    except ProcessLookupError:
        args = ""
    except (PermissionError, OSError):
        return  # cannot tell: let Neo4j decide
    if _zombie(pid) or str(cfg.lib_dir) not in args:
        cfg.server_pid_file.unlink(missing_ok=True)


def _port_open(port: int) -> bool:
    """Something listening on loopback:port? (Cheap pre-check before the driver.)"""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.settimeout(1.0)
        return sock.connect_ex(("127.0.0.1", port)) == 0


def _check_connectivity(cfg: LocalNeo4jConfig, timeout: float = 5.0) -> None:
    """Authenticated Bolt handshake; raises the driver's exception on failure."""
    from neo4j import GraphDatabase  # lazy: keep `--help` and unit tests fast

    with GraphDatabase.driver(
        uri(cfg), auth=(NEO4J_USER, cfg.password), connection_timeout=timeout
    ) as driver:
        driver.verify_connectivity()


def _reachable(cfg: LocalNeo4jConfig) -> bool:
    """Bolt port answers and accepts our credentials."""
    if not _port_open(cfg.bolt_port):
        return False
    try:
        _check_connectivity(cfg)
    except Exception:  # any driver failure means "not reachable"
        return False
    return True


# Popen handles of servers this process started: polling them reaps the child
# (no zombies that look alive) and avoids "subprocess still running" warnings.
_CHILDREN: dict[int, subprocess.Popen[bytes]] = {}


def _spawn(cfg: LocalNeo4jConfig, java: Path) -> int:
    """Launch ``Neo4jBoot console`` detached in its own session; return its pid.

    ``console`` keeps Neo4j in the foreground of *its* process, which we own,
    instead of letting Neo4j daemonise itself; the new session makes the boot
    JVM and the server JVM it forks one process group we can signal together.
    """
    cmd = [str(java), "-cp", str(cfg.lib_dir / "*"), BOOT_CLASS, "console"]
    with cfg.console_log.open("wb") as log, open(os.devnull, "rb") as devnull:
        proc = subprocess.Popen(
            cmd,
            cwd=cfg.home,
            env=_server_env(cfg, java),
            stdin=devnull,
            stdout=log,
            stderr=subprocess.STDOUT,
            start_new_session=True,
        )
    _CHILDREN[proc.pid] = proc
    cfg.pid_file.write_text(f"{proc.pid}\n", encoding="utf-8")
    return proc.pid


def _exited(pid: int) -> bool:
    """Has the server process ``pid`` ended? Reaps it if this process started it."""
    proc = _CHILDREN.get(pid)
    if proc is not None:
        if proc.poll() is None:
            return False
        del _CHILDREN[pid]
        return True
    try:  # started by another invocation: its parent (or init) reaps it
        os.kill(pid, 0)
    except ProcessLookupError:
        return True
    return False


def _wait_ready(cfg: LocalNeo4jConfig, pid: int, timeout: float) -> None:
    """Poll with the official driver until Bolt accepts our login, or fail loudly."""
    from neo4j.exceptions import AuthError

    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if _exited(pid):
            cfg.pid_file.unlink(missing_ok=True)
            raise LauncherError(f"Neo4j exited during startup. Log tail:\n{_tail(cfg.console_log)}")
        if _port_open(cfg.bolt_port):
            try:
                _check_connectivity(cfg)
                return
            except AuthError as exc:
                raise LauncherError(
                    f"Neo4j is up but rejected the password ({exc}). The initial password is "
                    f"fixed at first start; use the original one or delete {cfg.home / 'data'}."
                ) from exc
            except Exception:  # still booting (db not online yet...)
                pass
        time.sleep(0.5)
    raise LauncherError(
        f"Neo4j not reachable at {uri(cfg)} after {timeout:.0f}s. "
        f"Log tail:\n{_tail(cfg.console_log)}"
    )


def start(cfg: LocalNeo4jConfig, timeout: float = 120.0) -> float:
    """Install if needed, start the server and wait until Bolt works.

    Returns the seconds from launch to ready. Idempotent: if this home's
    server is already running, waits for it (it may still be booting from an
    earlier call) and returns the seconds that took, near zero when it is up.
    A foreign process on the port is an error and is never killed.
    """
    begin = time.monotonic()
    pid = _running_pid(cfg)
    if pid is not None:
        _wait_ready(cfg, pid, timeout)
        return time.monotonic() - begin
    if _port_open(cfg.bolt_port):
        raise LauncherError(
            f"port {cfg.bolt_port} is already in use by another process; pick another with --port."
        )
    install(cfg)
    java = find_java()
    _clear_stale_server_pid(cfg)
    begin = time.monotonic()
    pid = _spawn(cfg, java)
    try:
        _wait_ready(cfg, pid, timeout)
    except LauncherError:
        stop(cfg)
        raise
    return time.monotonic() - begin


def _signal_group(pid: int, sig: signal.Signals) -> None:
    """Signal the whole process group (boot JVM + server JVM); ignore if already gone."""
    with contextlib.suppress(ProcessLookupError):
        os.killpg(pid, sig)


def _wait_gone(pid: int, timeout: float) -> bool:
    """Wait for the process group leader to exit; True if it did."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if _exited(pid):
            return True
        time.sleep(0.2)
    return _exited(pid)


def stop(cfg: LocalNeo4jConfig, timeout: float = 60.0) -> bool:
    """SIGTERM the server (clean shutdown, ~10 s), SIGKILL after ``timeout``.

    Idempotent: returns False when nothing was running, True when it stopped one.
    """
    pid = _running_pid(cfg)
    if pid is None:
        return False
    _signal_group(pid, signal.SIGTERM)
    if not _wait_gone(pid, timeout):
        _signal_group(pid, signal.SIGKILL)
        _wait_gone(pid, 10.0)
    _signal_group(pid, signal.SIGKILL)  # stragglers in the group, if the leader died first
    cfg.pid_file.unlink(missing_ok=True)
    return True


def status(cfg: LocalNeo4jConfig) -> LauncherStatus:
    """Is this home's server running (pid alive), and does Bolt accept our login?

    ``reachable`` is checked even without a pid so a server started some other
    way on the same port is reported rather than hidden.
    """
    pid = _running_pid(cfg)
    return LauncherStatus(
        pid=pid,
        running=pid is not None,
        reachable=_reachable(cfg),
        uri=uri(cfg),
        home=cfg.home,
    )


# --------------------------------------------------------------------------- CLI


def _parser() -> argparse.ArgumentParser:
    """argparse keeps this module dependency-free; the typer CLI wraps the functions."""
    parser = argparse.ArgumentParser(
        prog="python -m graphcar.launcher",
        description="Install/start/stop a local Neo4j Community server (no Docker).",
    )
    parser.add_argument("command", choices=("install", "start", "stop", "status"))
    parser.add_argument(
        "--home", type=Path, help=f"NEO4J_HOME (default: ${HOME_ENV} or {default_home()})"
    )
    parser.add_argument("--port", type=int, default=7687, help="Bolt port on 127.0.0.1")
    parser.add_argument(
        "--password", default=DEFAULT_PASSWORD, help="neo4j password (fixed at first start)"
    )
    parser.add_argument(
        "--version", dest="neo4j_version", default=DEFAULT_VERSION, help="Neo4j version"
    )
    parser.add_argument("--heap", default="1g", help="max JVM heap")
    parser.add_argument("--pagecache", default="256m", help="page cache size")
    parser.add_argument(
        "--timeout", type=float, default=120.0, help="seconds to wait for start/stop"
    )
    return parser


def _config_from_args(args: argparse.Namespace) -> LocalNeo4jConfig:
    """Only pass ``home`` when given, so the version-dependent default applies."""
    values: dict[str, Any] = {
        "version": args.neo4j_version,
        "bolt_port": args.port,
        "password": args.password,
        "heap": args.heap,
        "pagecache": args.pagecache,
    }
    if args.home is not None:
        values["home"] = args.home
    return LocalNeo4jConfig(**values)


def _env_lines(cfg: LocalNeo4jConfig, seconds: float) -> list[str]:
    """KEY=VALUE lines, shell-quoted so `eval "$(... start)"` works."""
    pairs = {
        "GRAPHCAR_NEO4J_URI": uri(cfg),
        "GRAPHCAR_NEO4J_USER": NEO4J_USER,
        "GRAPHCAR_NEO4J_PASSWORD": cfg.password,
        "GRAPHCAR_NEO4J_HOME": str(cfg.home),
        "GRAPHCAR_NEO4J_START_SECONDS": f"{seconds:.1f}",
    }
    return [f"{key}={shlex.quote(value)}" for key, value in pairs.items()]


def _run_command(command: str, cfg: LocalNeo4jConfig, timeout: float) -> int:
    """Dispatch one CLI command; returns the exit code."""
    if command == "install":
        install(cfg)
        print(f"Neo4j {cfg.version} installed in {cfg.home}")
        return 0
    if command == "start":
        seconds = start(cfg, timeout)
        print("\n".join(_env_lines(cfg, seconds)))
        print(f"Neo4j ready at {uri(cfg)} in {seconds:.1f}s", file=sys.stderr)
        return 0
    if command == "stop":
        stopped = stop(cfg, timeout)
        print("stopped" if stopped else "not running")
        return 0
    st = status(cfg)
    print(f"running={st.running} pid={st.pid} reachable={st.reachable} uri={st.uri} home={st.home}")
    return 0 if st.reachable else 1


def main(argv: Sequence[str] | None = None) -> int:
    """CLI entry point. Exit 0 on success (``status``: reachable), 1 on failure."""
    args = _parser().parse_args(argv)
    try:
        cfg = _config_from_args(args)
        return _run_command(args.command, cfg, args.timeout)
    except LauncherError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 1
    except ValueError as exc:  # pydantic.ValidationError is a ValueError
        print(f"error: invalid option: {exc}", file=sys.stderr)
        return 1


if __name__ == "__main__":
    sys.exit(main())
