"""Rate limiting on the ``limits`` library: in memory by default, Redis when ``settings.redis_url`` is set.

One ``RateLimiter`` serves every counter (per-account request allowance, login throttling, and the MCP
inspector's per-key limit), each under its own namespace. With Redis, several workers and hosts share
one count; the memory storage is per process. Fixed windows: one counter per window, cheap on Redis,
and ``reset_at`` is exact (what ``X-RateLimit-Reset`` reports).
"""

from __future__ import annotations

import math
import time
from dataclasses import dataclass

from limits import RateLimitItem, RateLimitItemPerMinute, parse
from limits.storage import storage_from_string
from limits.strategies import FixedWindowRateLimiter

from finkit.core.errors import RateLimitedError
from finkit.core.settings import Settings

#: Wrong current passwords allowed per email address in 15 minutes (password change only: a sign-in is
#: never refused by a count of its email alone, or a stranger could lock the owner out).
LOGIN_FAILURES_PER_EMAIL: RateLimitItem = parse("5/15minutes")
#: Failed sign-ins allowed per client address (any account), in 15 minutes.
LOGIN_FAILURES_PER_CLIENT: RateLimitItem = parse("30/15minutes")
#: Failed sign-ins allowed per account from one client address, in 15 minutes.
LOGIN_FAILURES_PER_ACCOUNT_CLIENT: RateLimitItem = parse("5/15minutes")
#: Failed sign-ins per account from all addresses together before the account counts as under attack:
#: then every address that has failed for it is refused, and only addresses that have not may try.
LOGIN_FAILURES_PER_ACCOUNT: RateLimitItem = parse("50/15minutes")
#: The spec's inspector limit: 50 requests per 15 minutes per API key.
INSPECTOR_LIMIT: RateLimitItem = parse("50/15minutes")


def per_minute(count: int) -> RateLimitItem:
    return RateLimitItemPerMinute(count)


@dataclass(frozen=True)
class LimitStatus:
    """The state of one counter after a hit: what the ``X-RateLimit-*`` headers report."""

    limit: int
    remaining: int
    reset_at: int  # epoch seconds when the window resets
    allowed: bool

    def retry_after(self) -> int:
        return max(1, math.ceil(self.reset_at - time.time()))

    def headers(self) -> dict[str, str]:
        data = {
            "X-RateLimit-Limit": str(self.limit),
            "X-RateLimit-Remaining": str(self.remaining),
            "X-RateLimit-Reset": str(self.reset_at),
        }
        if not self.allowed:
            data["Retry-After"] = str(self.retry_after())
        return data

    def raise_if_exceeded(self, message: str = "Rate limit exceeded") -> None:
        if not self.allowed:
            raise RateLimitedError(
                f"{message}; retry in {self.retry_after()} s", retry_after=self.retry_after()
            )


class RateLimiter:
    """Counters keyed by ``(namespace, key)``. ``storage_uri`` is ``memory://`` or a ``redis://`` URL."""

    def __init__(self, storage_uri: str = "memory://", *, key_prefix: str = "finkit") -> None:
        options: dict[str, str | float | bool] = {}
        if storage_uri.startswith(("redis://", "rediss://")):
            options["key_prefix"] = key_prefix
        self.storage_uri = storage_uri
        self.storage = storage_from_string(storage_uri, **options)
        self.strategy = FixedWindowRateLimiter(self.storage)

    @classmethod
    def from_settings(cls, settings: Settings, *, key_prefix: str = "finkit") -> RateLimiter:
        return cls(settings.redis_url or "memory://", key_prefix=key_prefix)

    @property
    def is_shared(self) -> bool:
        """True when the count lives outside this process (Redis)."""
        return not self.storage_uri.startswith("memory")

    def _status(self, item: RateLimitItem, namespace: str, key: str, allowed: bool) -> LimitStatus:
        stats = self.strategy.get_window_stats(item, namespace, key)
        return LimitStatus(item.amount, max(0, stats.remaining), math.ceil(stats.reset_time), allowed)

    def hit(self, item: RateLimitItem, namespace: str, key: str) -> LimitStatus:
        """Count one event; ``allowed`` is False when the allowance was already used up."""
        allowed = self.strategy.hit(item, namespace, key)
        return self._status(item, namespace, key, allowed)

    def peek(self, item: RateLimitItem, namespace: str, key: str) -> LimitStatus:
        """The state without counting: ``allowed`` says whether one more event would pass."""
        return self._status(item, namespace, key, self.strategy.test(item, namespace, key))

    def clear(self, item: RateLimitItem, namespace: str, key: str) -> None:
        self.strategy.clear(item, namespace, key)
