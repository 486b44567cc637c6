"""Car claims: which method (cents per km or logbook) gives more for an income year."""

from __future__ import annotations

import re

from finkit.assistant.local.common import call, num, year_asked
from finkit.assistant.local.intents import Intent, Request, Results, money
from finkit.assistant.local.intents_records import _pick_vehicle
from finkit.assistant.providers.base import ToolCall

_METHOD = {"cents_per_km": "cents per km", "logbook": "logbook"}


def _follow_up(r: Request, results: Results) -> list[ToolCall]:
    if "vehicles_list" not in results or "vehicles_claim_compare" in results:
        return []
    vehicle = _pick_vehicle(r, results["vehicles_list"].get("vehicles", []))
    if vehicle is None:
        return []
    return [
        call("vehicles_claim_compare", vehicleId=vehicle["id"], year=year_asked(r.text, r.today, r.fy_start))
    ]


def _answer(r: Request, results: Results) -> str:
    if "vehicles_claim_compare" not in results:
        return "You have no vehicles recorded, so there is no car claim to compare yet (from vehicles_list)."
    c = results["vehicles_claim_compare"]
    cur = r.currency
    lines = []
    for m in c["methods"]:
        name = _METHOD.get(m["method"], m["method"])
        if m["available"]:
            lines.append(f"- {name}: {money(m['deduction'], cur)} — {m['explanation']}")
        else:
            missing = f" Missing: {'; '.join(m['missing'])}." if m["missing"] else ""
            lines.append(f"- {name}: not available — {m['explanation']}.{missing}")
    best = c.get("bestMethod")
    verdict = f"The {_METHOD.get(best, best)} method gives more" if best else "Neither method can be used yet"
    return (
        f"{verdict} for the {c['vehicleName']} in income year {c['incomeYear']} ({c['periodStart']} – "
        f"{c['periodEnd']}), {num(c['businessKm'])} business km (from vehicles_claim_compare):\n"
        + "\n".join(lines)
        + f"\n{c['summary']}"
    )


INTENTS: list[Intent] = [
    Intent(
        "car_claim_method",
        re.compile(
            r"\b(car|vehicle|motor|logbook|cents per k\w*)\b.*\b(claim|method|deduction|deduct)\b"
            r"|\b(claim|method|deduction)\b.*\b(car|vehicle)\b|\blogbook\b.*\bcents per k|\bcents per k\w*\b.*\blogbook\b",
            re.I,
        ),
        lambda r: [call("vehicles_list")],
        _answer,
        "which car claim method is better this year?",
        follow_up=_follow_up,
        priority=9,
    ),
]
