"""Every area's intents, in a fixed order (``intents.all_intents`` sorts them by priority)."""

from __future__ import annotations

from finkit.assistant.local import (
    intents_account,
    intents_bills,
    intents_decline,
    intents_deductions,
    intents_query,
    intents_receipts,
    intents_records,
    intents_search,
    intents_spending,
    intents_tax,
    intents_taxline,
    intents_two_readings,
    intents_vehicles,
)
from finkit.assistant.local.intents import Intent

AREA_INTENTS: list[Intent] = [
    *intents_decline.INTENTS,
    *intents_two_readings.INTENTS,
    *intents_query.INTENTS,
    *intents_taxline.INTENTS,
    *intents_spending.INTENTS,
    *intents_bills.INTENTS,
    *intents_search.INTENTS,
    *intents_tax.INTENTS,
    *intents_deductions.INTENTS,
    *intents_records.INTENTS,
    *intents_vehicles.INTENTS,
    *intents_receipts.INTENTS,
    *intents_account.INTENTS,
]
