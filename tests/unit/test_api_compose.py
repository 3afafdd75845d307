"""docker-compose.yml and the Dockerfile, checked structurally (no Docker engine needed)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import yaml

REPO = Path(__file__).resolve().parents[2]


def compose() -> dict[str, Any]:
    loaded: dict[str, Any] = yaml.safe_load((REPO / "docker-compose.yml").read_text())
    return loaded


def test_services_and_neo4j_image() -> None:
    services = compose()["services"]
    assert set(services) == {"neo4j", "api"}
    assert services["neo4j"]["image"] == "neo4j:5.26-community"


def test_neo4j_auth_from_env_with_volumes_and_healthcheck() -> None:
    spec = compose()
    neo4j = spec["services"]["neo4j"]
    assert neo4j["environment"]["NEO4J_AUTH"] == "neo4j/${NEO4J_PASSWORD:?set NEO4J_PASSWORD}"
    mounted = {volume.split(":")[1] for volume in neo4j["volumes"]}
    assert mounted == {"/data", "/logs"}
    named = {volume.split(":")[0] for volume in neo4j["volumes"]}
    assert named <= set(spec["volumes"])
    assert "cypher-shell" in " ".join(neo4j["healthcheck"]["test"])


def test_api_built_from_repo_and_waits_for_neo4j() -> None:
    api = compose()["services"]["api"]
    assert api["build"] == {"context": ".", "dockerfile": "Dockerfile"}
    assert api["depends_on"] == {"neo4j": {"condition": "service_healthy"}}
    env = api["environment"]
    assert env["GRAPHCAR_NEO4J_URI"] == "bolt://neo4j:7687"
    assert env["GRAPHCAR_NEO4J_PASSWORD"].startswith("${NEO4J_PASSWORD:?")
    assert "GRAPHCAR_AUTH_DISABLED" not in env
    assert "/readyz" in " ".join(api["healthcheck"]["test"])


def test_ports_bound_to_loopback_only() -> None:
    for service in compose()["services"].values():
        for port in service.get("ports", []):
            assert port.startswith("127.0.0.1:"), port


def test_dockerfile_runs_the_service_as_non_root() -> None:
    text = (REPO / "Dockerfile").read_text()
    assert text.startswith("#") and "FROM python:3.11" in text
    assert "USER graphcar" in text and "EXPOSE 8000" in text
    assert 'CMD ["graphcar", "serve", "--host", "0.0.0.0", "--port", "8000"]' in text
    assert (REPO / ".dockerignore").read_text().count("api_keys.txt") == 1
