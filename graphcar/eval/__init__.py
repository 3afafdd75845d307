"""Evaluation harness: benchmark queries, systems, strict TCA / gold@k metrics, reports."""
