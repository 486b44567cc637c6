"""The account's plan and its AI request quota."""

from __future__ import annotations

import re

from finkit.assistant.local.common import call
from finkit.assistant.local.intents import Intent, Request, Results


def _usage_answer(r: Request, results: Results) -> str:
    s = results["subscription_get"]
    used, limit = s["usage"]["aiRequestsThisMonth"], s["limits"]["aiRequestsPerMonth"]
    resets = s["usage"]["aiRequestsResetAt"][:10]
    return (
        f"You have used {used} of your {limit:,} AI requests this month on the {s['tier']} plan; "
        f"the count resets on {resets} (from subscription_get)."
    )


INTENTS: list[Intent] = [
    Intent(
        "ai_usage",
        re.compile(
            r"\b(ai|assistant|chat)\b.*\b(requests?|messages?|quota|usage|limit|left|used)\b"
            r"|\bhow many (requests|messages)\b|\b(my|the) (quota|usage)\b",
            re.I,
        ),
        lambda r: [call("subscription_get")],
        _usage_answer,
        "how many AI requests have I used?",
        priority=8,
    ),
]
