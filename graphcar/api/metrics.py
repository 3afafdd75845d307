"""Prometheus metrics: request counts and latency per route template, CAR and ingest outcomes.

Each app gets its own registry, so several apps in one process (tests) never collide, and
labels use the route template (``/v1/documents/{doc_id}``), never the raw path, so cardinality
stays bounded and document ids never reach the metrics store.
"""

from __future__ import annotations

import re
import time

from fastapi import Response
from prometheus_client import (
    CONTENT_TYPE_LATEST,
    CollectorRegistry,
    Counter,
    Histogram,
    generate_latest,
)
from starlette.types import ASGIApp, Message, Receive, Scope, Send

CONVERTOR = re.compile(r":[a-z]+\}")


class Metrics:
    """The service's collectors, bound to one registry."""

    def __init__(self) -> None:
        self.registry = CollectorRegistry()
        self.requests = Counter(
            "graphcar_http_requests_total",
            "HTTP requests by method, route template and status.",
            ["method", "route", "status"],
            registry=self.registry,
        )
        self.latency = Histogram(
            "graphcar_http_request_duration_seconds",
            "HTTP request latency by method and route template.",
            ["method", "route"],
            registry=self.registry,
        )
        self.queries = Counter(
            "graphcar_car_queries_total",
            "CAR queries answered, by endpoint.",
            ["endpoint"],
            registry=self.registry,
        )
        self.frontier = Histogram(
            "graphcar_frontier_size",
            "Controlling documents per CAR answer.",
            buckets=(0, 1, 2, 3, 5, 8, 13, 21, 50, 100),
            registry=self.registry,
        )
        self.ingested = Counter(
            "graphcar_ingest_records_total",
            "Ingested records by outcome (loaded, unchanged, rejected).",
            ["outcome"],
            registry=self.registry,
        )
        self.reviews = Counter(
            "graphcar_edge_reviews_total",
            "Curator edge reviews by decision.",
            ["decision"],
            registry=self.registry,
        )

    def exposition(self) -> Response:
        """The text exposition format for /metrics."""
        return Response(generate_latest(self.registry), media_type=CONTENT_TYPE_LATEST)


def route_template(scope: Scope) -> str:
    """The matched route's path template (set on the scope by routing), or ``unmatched``."""
    route = scope.get("route")
    if route is None:
        return "unmatched"
    return CONVERTOR.sub("}", str(getattr(route, "path", "unmatched")))


class MetricsMiddleware:
    """Pure ASGI middleware recording each request's route, status and duration.

    Pure ASGI (not BaseHTTPMiddleware) so request bodies stream through untouched and errors
    raised while reading them reach the app's exception handlers unchanged.
    """

    def __init__(self, app: ASGIApp, metrics: Metrics) -> None:
        self.app = app
        self.metrics = metrics

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        started = time.perf_counter()
        status = [500]

        async def observed_send(message: Message) -> None:
            if message["type"] == "http.response.start":
                status[0] = int(message["status"])
            await send(message)

        try:
            await self.app(scope, receive, observed_send)
        finally:
            route = route_template(scope)
            method = str(scope.get("method", ""))
            self.metrics.requests.labels(method, route, str(status[0])).inc()
            self.metrics.latency.labels(method, route).observe(time.perf_counter() - started)
