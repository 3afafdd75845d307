"""Request body size limit (413) enforced on the raw ASGI stream.

Checked twice: a declared ``Content-Length`` above the limit is refused before the body is read;
a body without one (chunked) is counted as it arrives. When the count passes the limit, reading
raises (so streaming endpoints such as ingest stop and load nothing) and whatever response the
app would have sent is replaced by the 413 problem.
"""

from __future__ import annotations

import json

from starlette.types import ASGIApp, Message, Receive, Scope, Send

from graphcar.api.problems import PROBLEM_MEDIA_TYPE, PayloadTooLargeError


def too_large_body(limit: int, path: str) -> bytes:
    """The 413 problem document."""
    return json.dumps(
        {
            "type": "urn:graphcar:problem:payload-too-large",
            "title": "Payload too large",
            "status": 413,
            "detail": f"request body exceeds {limit} bytes (GRAPHCAR_MAX_REQUEST_BYTES)",
            "instance": path,
        }
    ).encode("utf-8")


class BodySizeLimit:
    """ASGI middleware refusing request bodies larger than ``limit`` bytes."""

    def __init__(self, app: ASGIApp, limit: int) -> None:
        self.app = app
        self.limit = limit

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        if self._declared(scope) > self.limit:
            await self._refuse(scope, send)
            return
        state = {"received": 0, "exceeded": False, "started": False}

        async def counted_receive() -> Message:
            message = await receive()
            if message["type"] == "http.request":
                state["received"] += len(message.get("body", b""))
                if state["received"] > self.limit:
                    state["exceeded"] = True
                    raise PayloadTooLargeError(
                        f"request body exceeds {self.limit} bytes (GRAPHCAR_MAX_REQUEST_BYTES)"
                    )
            return message

        async def guarded_send(message: Message) -> None:
            if state["exceeded"]:
                if message["type"] == "http.response.start" and not state["started"]:
                    state["started"] = True
                    await self._refuse(scope, send)
                return
            await send(message)

        await self.app(scope, counted_receive, guarded_send)

    @staticmethod
    def _declared(scope: Scope) -> int:
        for name, value in scope.get("headers", []):
            if name == b"content-length":
                try:
                    return int(value)
                except ValueError:
                    return 0
        return 0

    async def _refuse(self, scope: Scope, send: Send) -> None:
        body = too_large_body(self.limit, scope.get("path", ""))
        await send(
            {
                "type": "http.response.start",
                "status": 413,
                "headers": [
                    (b"content-type", PROBLEM_MEDIA_TYPE.encode()),
                    (b"content-length", str(len(body)).encode()),
                    (b"connection", b"close"),
                ],
            }
        )
        await send({"type": "http.response.body", "body": body})
