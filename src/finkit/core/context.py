"""AccountContext: who is acting, for which account, against which database.

Every core service takes one as its first argument and scopes every query by ``ctx.account_id``;
that is how another account's data stays out of reach by construction.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field, replace
from datetime import UTC, datetime
from typing import TYPE_CHECKING

from finkit.core.errors import TierRequiredError

if TYPE_CHECKING:
    from finkit.core.db.engine import Database
    from finkit.core.settings import Settings

TIERS: tuple[str, ...] = ("free", "professional", "elite", "enterprise")


def tier_rank(tier: str) -> int:
    return TIERS.index(tier)


def _utcnow() -> datetime:
    return datetime.now(UTC)


@dataclass(frozen=True)
class RequestInfo:
    """Where a call came from, for the activity log. Empty for library and CLI use."""

    actor: str = "user"  # user | api | mcp | assistant | cli | system
    client_address: str | None = None
    user_agent: str | None = None
    request_id: str | None = None
    credential_id: str | None = None  # token jti or API key id


@dataclass(frozen=True)
class AccountContext:
    db: Database
    settings: Settings
    account_id: str
    user_id: str
    email: str
    tier: str = "free"
    currency: str = "AUD"
    country: str = "AU"
    request: RequestInfo = field(default_factory=RequestInfo)
    clock: Callable[[], datetime] = _utcnow

    def now(self) -> datetime:
        return self.clock()

    def has_tier(self, minimum: str) -> bool:
        return tier_rank(self.tier) >= tier_rank(minimum)

    def require_tier(self, minimum: str, feature: str) -> None:
        """Tier gating lives here, in core, so every surface refuses the same way."""
        if not self.has_tier(minimum):
            raise TierRequiredError(feature, minimum)

    def with_request(self, request: RequestInfo) -> AccountContext:
        return replace(self, request=request)
