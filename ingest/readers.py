"""Picks the reader for an input path (by ``--format`` or by what the path looks like)."""

from __future__ import annotations

import zipfile
from collections.abc import Iterable, Iterator
from pathlib import Path

from graphcar.errors import InputError
from ingest.car_benchmarks import CAR_FORMATS, read_car
from ingest.jsonl import read_jsonl, read_jsonl_lines
from ingest.osv import OSV_SUFFIXES, read_osv
from ingest.records import RecordError, SourceRecord

FORMATS = ("auto", "jsonl", "osv", *CAR_FORMATS)


def detect_format(path: Path) -> str:
    """The reader a path needs when ``--format auto``."""
    if path.suffix == ".jsonl":
        return "jsonl"
    if path.is_dir() or path.suffix.lower() in (*OSV_SUFFIXES, ".zip"):
        return "osv"
    raise InputError(
        f"cannot tell the format of {path}; pass --format ({', '.join(FORMATS[1:])})",
        location=str(path),
    )


def read_directory(path: Path) -> Iterator[SourceRecord | RecordError]:
    """A directory read by what its files are: each ``*.jsonl`` file as generic JSONL, the OSV
    files (JSON/YAML) as OSV. (Read as OSV alone, the release notes of a ``*.jsonl`` beside
    the advisories were skipped without a word.)"""
    jsonl = sorted(p for p in path.rglob("*.jsonl") if p.is_file())
    for file in jsonl:
        yield from read_jsonl(file)
    if not jsonl or any(p.is_file() and p.suffix in OSV_SUFFIXES for p in path.rglob("*")):
        yield from read_osv(path)


def read_archive(path: Path) -> Iterator[SourceRecord | RecordError]:
    """A zip read like a directory: its ``*.jsonl`` members as generic JSONL (named
    ``archive.zip::member``), its OSV members as OSV (the jsonl members were skipped)."""
    try:
        with zipfile.ZipFile(path) as archive:
            members = sorted(n for n in archive.namelist() if not n.endswith("/"))
            jsonl = [n for n in members if n.endswith(".jsonl")]
            for name in jsonl:
                with archive.open(name) as handle:
                    yield from read_jsonl_lines(handle, f"{path}::{name}")
    except zipfile.BadZipFile:
        jsonl, members = [], []  # read_osv names the broken archive
    if not jsonl or any(Path(n).suffix.lower() in OSV_SUFFIXES for n in members):
        yield from read_osv(path)


def read_any(path: Path, fmt: str = "auto") -> Iterable[SourceRecord | RecordError]:
    """Records from ``path`` in the given format."""
    if fmt == "auto" and path.is_dir():
        return read_directory(path)
    if fmt == "auto" and path.suffix.lower() == ".zip":
        return read_archive(path)
    chosen = detect_format(path) if fmt == "auto" else fmt
    if chosen == "jsonl":
        return read_jsonl(path)
    if chosen == "osv":
        return read_osv(path)
    if chosen in CAR_FORMATS:
        return read_car(path, chosen)
    raise InputError(f"unknown format {fmt!r}; known: {', '.join(FORMATS)}", field="format")
