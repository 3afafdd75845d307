"""``python -m graphcar`` runs the CLI (works even where console scripts are not on PATH)."""

from graphcar.cli import app

app()
