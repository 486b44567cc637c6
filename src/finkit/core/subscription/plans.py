"""The one table of tiers: features and limits. docs/rest-api.md repeats it for readers.

| tier         | requests/min | AI requests/month | storage | webhooks | Smart Categories |
|--------------|-------------:|------------------:|--------:|:--------:|:----------------:|
| free         |           60 |                50 |  100 MB |    no    |        no        |
| professional |          300 |             1,000 |    5 GB |   yes    |        no        |
| elite        |          600 |             5,000 |   25 GB |   yes    |       yes        |
| enterprise   |        1,200 |            50,000 |  100 GB |   yes    |       yes        |
"""

from __future__ import annotations

from dataclasses import dataclass

from finkit.core.context import TIERS, tier_rank

MB = 1024 * 1024
GB = 1024 * MB

#: Features and the lowest tier that unlocks each.
FEATURE_MIN_TIER: dict[str, str] = {
    "transactions": "free",
    "categories": "free",
    "csv_import": "free",
    "rules": "free",
    "bills": "free",
    "expenses": "free",
    "receipts": "free",
    "tax_reports": "free",
    "api_keys": "free",
    "ai_assistant": "free",
    "webhooks": "professional",
    "smart_categories": "elite",
}


@dataclass(frozen=True)
class Plan:
    tier: str
    requests_per_minute: int
    ai_requests_per_month: int
    storage_bytes: int

    @property
    def features(self) -> list[str]:
        return [f for f, minimum in FEATURE_MIN_TIER.items() if tier_rank(self.tier) >= tier_rank(minimum)]


PLANS: dict[str, Plan] = {
    "free": Plan("free", 60, 50, 100 * MB),
    "professional": Plan("professional", 300, 1_000, 5 * GB),
    "elite": Plan("elite", 600, 5_000, 25 * GB),
    "enterprise": Plan("enterprise", 1_200, 50_000, 100 * GB),
}
assert tuple(PLANS) == TIERS


def plan_for(tier: str) -> Plan:
    return PLANS.get(tier, PLANS["free"])
