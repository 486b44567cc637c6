"""The one list of route groups. To add an area's routes:

1. write ``finkit/server/routes/<area>.py`` with ``routes = RouteGroup(tag="<area>")`` and handlers
   declared with ``@routes.get/post/patch/delete(path, response=..., body=..., query=..., summary=...)``
   (see ``routes/transactions.py``);
2. import it below and append ``<area>.routes`` to ``ROUTE_GROUPS``.

That is all: dispatch, auth, rate limits, error shapes and ``/openapi.json`` follow from the declarations.
"""

from __future__ import annotations

from finkit.server.routes import (
    account,
    analytics,
    api_keys,
    audit,
    auth,
    bank_accounts,
    bills,
    categories,
    category_sets,
    category_suggestions,
    chat,
    connected_apps,
    expenses,
    feeds,
    health,
    imports,
    integration,
    merchants,
    profile,
    receipts,
    reports,
    review,
    rules,
    search,
    subscription,
    tax,
    tax_review,
    transactions,
    travel,
    webhooks,
)
from finkit.server.routing import Endpoint, RouteGroup

ROUTE_GROUPS: list[RouteGroup] = [
    health.routes,
    auth.routes,
    account.routes,
    api_keys.routes,
    connected_apps.routes,
    transactions.routes,
    categories.routes,
    audit.routes,
    subscription.routes,
    tax.routes,
    bank_accounts.routes,
    profile.routes,
    tax_review.routes,
    review.routes,
    category_sets.routes,
    category_suggestions.routes,
    bills.routes,
    imports.routes,
    reports.routes,
    analytics.routes,
    search.routes,
    rules.routes,
    chat.routes,
    expenses.routes,
    receipts.routes,
    receipts.files,
    travel.routes,
    webhooks.routes,
    feeds.routes,
    integration.routes,
    merchants.routes,
]


def all_endpoints() -> list[Endpoint]:
    return [endpoint for group in ROUTE_GROUPS for endpoint in group]
