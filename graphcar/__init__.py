"""graphcar: Controlling Authority Retrieval over a graph of typed supersession edges."""

__version__ = "0.1.0"
