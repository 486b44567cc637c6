"""A deleted account's rate-limit counters in Redis, deleted with it (issue 24).

The counters (``core.auth.throttle``, the ``limits`` library) are keyed
``finkit:LIMITER/<namespace>/<key>/<amount>/<multiples>/<granularity>``, where ``<key>`` names the
account: its id (``api``, ``web-read``, ``web-write``, ``mcp``), one of its API keys' ids
(``inspector``), or its e-mail key (``login-account``, and ``login-account-client`` with an address
after a ``|``). They would expire with their window; deleting the account deletes them now, so nothing
keyed by the account outlives it. Counters kept in a server's memory (no Redis) go with the process.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from finkit.core.settings import Settings

#: The prefix ``RateLimiter.from_settings`` gives every key.
KEY_PREFIX = "finkit"
_GLOB_SPECIAL = re.compile(r"([\\*?\[\]])")


def _glob(text: str) -> str:
    return _GLOB_SPECIAL.sub(r"\\\1", text)


def counter_patterns(account_id: str, api_key_ids: Iterable[str], email_key: str) -> list[str]:
    """Redis ``MATCH`` patterns of every counter keyed by the account."""
    root = f"{KEY_PREFIX}:LIMITER"
    patterns = [f"{root}/*/{_glob(ident)}/*" for ident in (account_id, *api_key_ids)]
    patterns.append(f"{root}/login-account*/{_glob(email_key)}|*")  # a fingerprint or an address follows
    patterns.append(f"{root}/login-account/{_glob(email_key)}/*")  # an e-mail with no user yet
    return patterns


def forget_counters(settings: Settings, patterns: list[str]) -> int:
    """Delete the Redis counters matching ``patterns``; returns how many. Without Redis: 0."""
    if not settings.redis_url:
        return 0
    import redis

    client = redis.Redis.from_url(settings.redis_url)
    removed = 0
    try:
        for pattern in patterns:
            keys = list(client.scan_iter(match=pattern, count=1000))
            if keys:
                removed += int(client.delete(*keys))
    finally:
        client.close()
    return removed
