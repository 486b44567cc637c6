"""One bounded outbound fetch for every URL a stranger or a user gives finkit (OAuth client ID metadata
documents, bank-feed bridges): SSRF-checked and pinned (``core.outbound``), with

- a **total deadline** for the whole exchange (DNS, connect, headers and every body byte): httpx's own
  timeouts bound each read, so a host sending one byte every 2 s would otherwise hold a fetch for hours;
- a **byte cap** on the body (a ``Content-Length`` over it is refused before reading; a body that grows
  past it is cut off; decoded bytes count, so a gzip bomb is capped too);
- its **own small concurrency limit** per purpose: when that many fetches of a kind are in flight, the
  next is refused at once ("busy") rather than queued, so a flood holds at most that many sockets.

The exchange itself is async (an ``httpx.AsyncClient`` under ``anyio.fail_after``): inside the server a
waiting fetch holds no thread at all, only a task, so it cannot starve request handling. DNS resolution
(blocking ``getaddrinfo``) runs on a worker thread under a ``CapacityLimiter`` of its own, never the
shared default one. Synchronous callers (bank-feed sync in a worker thread, the CLI) use ``fetch_sync``,
which runs the same coroutine on a private event loop.

Every failure is a ``FetchFailed`` whose ``reason`` is short and fixed ("too slow", "too large",
"unreachable", "busy") and whose message says what happened, for the log and for the client.
"""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from contextlib import contextmanager
from dataclasses import dataclass, field
from functools import partial
from typing import Any

import anyio
import anyio.to_thread
import httpx

from finkit.core.outbound import CheckedUrl, Resolver, check_url, pinned_request, system_resolver


class FetchFailed(Exception):
    """An outbound fetch that did not complete: ``reason`` is one of "too slow", "too large",
    "unreachable", "busy"; the message says the details."""

    def __init__(self, reason: str, message: str) -> None:
        super().__init__(message)
        self.reason = reason
        self.message = message


@dataclass(frozen=True)
class FetchPolicy:
    """The bounds of one kind of outbound fetch."""

    purpose: str  # in messages: "the client metadata document", "the SimpleFIN bridge"
    deadline_seconds: float
    max_bytes: int
    concurrency: int


@dataclass(frozen=True)
class Fetched:
    status_code: int
    headers: httpx.Headers
    body: bytes

    @property
    def text(self) -> str:
        return self.body.decode("utf-8", errors="replace")


@dataclass
class _Gate:
    """A process-wide count of fetches in flight for one purpose (threads and event loops alike)."""

    limit: int
    in_flight: int = 0
    lock: threading.Lock = field(default_factory=threading.Lock)

    @contextmanager
    def slot(self, purpose: str) -> Iterator[None]:
        with self.lock:
            if self.in_flight >= self.limit:
                raise FetchFailed(
                    "busy",
                    f"{purpose} cannot be fetched now: {self.limit} fetches are already waiting; "
                    "try again in a few seconds",
                )
            self.in_flight += 1
        try:
            yield
        finally:
            with self.lock:
                self.in_flight -= 1


_gates: dict[str, _Gate] = {}
_gates_lock = threading.Lock()


def _gate(policy: FetchPolicy) -> _Gate:
    with _gates_lock:
        gate = _gates.get(policy.purpose)
        if gate is None:
            gate = _gates[policy.purpose] = _Gate(policy.concurrency)
        return gate


def in_flight(policy: FetchPolicy) -> int:
    """How many fetches of this kind are running now (for tests and health reporting)."""
    return _gate(policy).in_flight


async def _resolve(
    url: str, *, allow_loopback: bool, field_name: str, resolver: Resolver, policy: FetchPolicy
) -> CheckedUrl:
    """``check_url`` on a worker thread (``getaddrinfo`` blocks) under a limiter of its own, not the
    shared default one; the gate already bounds how many run at once. A resolution still running at
    the deadline is abandoned (its thread ends when the system resolver gives up)."""
    check = partial(check_url, url, allow_loopback=allow_loopback, field=field_name, resolver=resolver)
    return await anyio.to_thread.run_sync(check, limiter=anyio.CapacityLimiter(1), abandon_on_cancel=True)


async def fetch(
    url: str,
    *,
    policy: FetchPolicy,
    allow_loopback: bool,
    field_name: str = "url",
    resolver: Resolver = system_resolver,
    method: str = "GET",
    headers: dict[str, str] | None = None,
    content: bytes | None = None,
    path_suffix: str = "",
    params: dict[str, Any] | None = None,
) -> Fetched:
    """Fetch ``url`` within ``policy``; a refused URL raises ValidationError on ``field_name`` (from
    ``check_url``), anything else that goes wrong raises FetchFailed."""
    with _gate(policy).slot(policy.purpose):
        try:
            with anyio.fail_after(policy.deadline_seconds):
                checked = await _resolve(
                    url,
                    allow_loopback=allow_loopback,
                    field_name=field_name,
                    resolver=resolver,
                    policy=policy,
                )
                return await _exchange(checked, policy, method, headers, content, path_suffix, params)
        except TimeoutError:
            raise FetchFailed(
                "too slow", f"{policy.purpose} took longer than {policy.deadline_seconds:g} s"
            ) from None
        except httpx.HTTPError as exc:
            raise FetchFailed("unreachable", f"{policy.purpose} could not be reached: {exc}") from None


async def _exchange(
    checked: CheckedUrl,
    policy: FetchPolicy,
    method: str,
    headers: dict[str, str] | None,
    content: bytes | None,
    path_suffix: str,
    params: dict[str, Any] | None,
) -> Fetched:
    too_large = FetchFailed("too large", f"{policy.purpose} is larger than {policy.max_bytes} bytes")
    async with httpx.AsyncClient(
        timeout=policy.deadline_seconds, follow_redirects=False, trust_env=False
    ) as client:
        request = pinned_request(
            client, method, checked, headers=headers, content=content, path_suffix=path_suffix, params=params
        )
        response = await client.send(request, stream=True)
        try:
            declared = response.headers.get("content-length", "")
            if declared.isdigit() and int(declared) > policy.max_bytes:
                raise too_large
            body = bytearray()
            async for chunk in response.aiter_bytes():
                body += chunk
                if len(body) > policy.max_bytes:
                    raise too_large
        finally:
            await response.aclose()
    return Fetched(response.status_code, response.headers, bytes(body))


def fetch_sync(url: str, **options: Any) -> Fetched:
    """``fetch`` for synchronous callers: on a private event loop (in a helper thread when this thread
    already runs one, e.g. a sync function called from async test code)."""
    call = partial(fetch, url, **options)
    try:
        asyncio.get_running_loop()
    except RuntimeError:
        return anyio.run(call)
    with ThreadPoolExecutor(max_workers=1) as helper:
        return helper.submit(anyio.run, call).result()
