"""The one place that reads the environment (prefix ``GRAPHCAR_``)."""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from pydantic import Field, SecretStr
from pydantic_settings import BaseSettings, SettingsConfigDict

#: Defaults shared with ``Neo4jStore`` (a store built without Settings gets the same bounds).
#: The driver sleeps ~1 s, ~2 s, ~4 s (+-20% jitter) between attempts and stops once this budget
#: is spent: 2 s gives exactly three attempts in about 3 s; 3 s would land on the jitter and
#: sometimes wait 7 s.
NEO4J_RETRY_SECONDS = 2.0
NEO4J_CONNECT_TIMEOUT_SECONDS = 5.0


def _default_data_dir() -> Path:
    return Path.home() / ".local" / "share" / "graphcar"


class Settings(BaseSettings):
    """Runtime configuration; every field can be set as ``GRAPHCAR_<NAME>``."""

    model_config = SettingsConfigDict(env_prefix="GRAPHCAR_", extra="ignore")

    # Store selection: Neo4j when a URI is given, else the embedded store under data_dir.
    neo4j_uri: str | None = None
    neo4j_user: str = "neo4j"
    neo4j_password: SecretStr = SecretStr("graphcar-dev-password")
    neo4j_database: str = "neo4j"
    # Neo4j driver bounds. Transient errors are retried with exponential backoff (1 s, 2 s, ...)
    # for at most neo4j_retry_seconds; the driver's own 30 s budget and 30 s connect timeout
    # kept API callers waiting over half a minute for the 503 during an outage.
    neo4j_retry_seconds: float = Field(default=NEO4J_RETRY_SECONDS, ge=0.0, le=300.0)
    neo4j_connect_timeout_seconds: float = Field(
        default=NEO4J_CONNECT_TIMEOUT_SECONDS, gt=0.0, le=300.0
    )
    data_dir: Path = Field(default_factory=_default_data_dir)

    # Query behaviour.
    default_k: int = Field(default=5, ge=1, le=100)
    max_k: int = Field(default=100, ge=1, le=1000)
    max_query_chars: int = Field(default=2000, ge=16)
    anchor_depth: int = Field(default=5, ge=1, le=200)
    arm_depth: int = Field(default=50, ge=1, le=1000)
    rrf_k: int = Field(default=60, ge=1)
    routing: bool = True
    # Relative BM25 floor: lexical matches below this share of the best score are dropped.
    # Off (0) by default: on GHSA it moved R_anchor@5 by 1 of 159 queries at 0.3, hurt at 0.5.
    lexical_floor: float = Field(default=0.0, ge=0.0, le=1.0)
    # Documents proposed (pending review) to supersede a controlling document, shown right after
    # it, best evidence first: where no edge is accepted yet the likely fix is still in view.
    # 3 measured best on all three GHSA sets (docs/eval/README.md, session 8); 2 before the
    # assembly placed controlling proposers next to their document.
    review_candidates: int = Field(default=3, ge=0, le=20)

    # Ingest behaviour.
    batch_size: int = Field(default=1000, ge=1, le=50_000)
    max_document_chars: int = Field(default=2_000_000, ge=1000)
    dense: bool = False
    embedding_model: str = "all-MiniLM-L6-v2"

    # Extraction and domain packs.
    domain_packs_dir: Path | None = None
    gazetteer_path: Path | None = None
    spacy_model: str | None = None
    extract_batch_size: int = Field(default=256, ge=1, le=10_000)
    extract_n_process: int = Field(default=1, ge=1, le=64)

    # Service.
    api_keys_file: Path | None = None
    api_keys: str | None = None
    auth_disabled: bool = False
    max_request_bytes: int = Field(default=20_000_000, ge=1024)


@lru_cache(maxsize=1)
def get_settings() -> Settings:
    """Settings are read once per process; tests build their own ``Settings`` explicitly."""
    return Settings()
