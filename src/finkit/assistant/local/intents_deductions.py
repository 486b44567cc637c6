"""Deductions by occupation ("what can I claim as an electrician?") and categorising the uncategorised
("categorise my uncategorised transactions" proposes the batch and asks before it writes)."""

from __future__ import annotations

import re

from finkit.assistant.local.common import call, period_dates
from finkit.assistant.local.intents import Intent, Request, Results
from finkit.assistant.providers.base import ToolCall

OCCUPATION = re.compile(
    r"\b(?:as|i'?m|i am|im|work as|working as|for)\s+an?\s+([a-z][a-z -]{2,40}?)"
    r"(?=\s*[?.!,]|\s*$|\s+(?:what|can|could|do|how|in|on|this|last|and|who)\b)",
    re.I,
)
_GENERIC_CLAIM = re.compile(
    r"\b(what|which|anything)\b.*\b(can|could|do|should|may)\s+i\s+(claim|deduct|write off)\b"
    r"(?:\s+(?:on|in|at|for)\s+(?:my\s+)?tax(?:\s+return)?)?\s*[?.!]*\s*$"
    r"|\b(what|which) (deductions|expenses)\b.*\b(can|could|do) i\b",
    re.I,
)


def occupation_in(r: Request) -> str | None:
    """The occupation the question names ("as an electrician"), else the tax profile's."""
    found = OCCUPATION.search(r.text)
    if found and found.group(1).strip().lower() not in {"business", "sole trader", "employee", "result"}:
        return found.group(1).strip()
    return r.occupation


def _asks_by_occupation(r: Request) -> bool:
    return bool(
        _GENERIC_CLAIM.search(r.text) or (OCCUPATION.search(r.text) and re.search(r"\bclaim|deduct", r.lower))
    )


def _occupation_plan(r: Request) -> list[ToolCall]:
    occupation = occupation_in(r)
    return [call("tax_occupation_deductions", occupation=occupation)] if occupation else []


def _line(item: dict[str, object]) -> str:
    label = f" ({item['returnLabel']})" if item.get("returnLabel") else ""
    share = " — only the work-use share" if item.get("workUseOnly") else ""
    return f"- {item['title']}{label}{share}"


def _occupation_answer(r: Request, results: Results) -> str:
    if "tax_occupation_deductions" not in results:
        return (
            "I understood you want to know what you can claim, but it depends on your work and I don't know "
            'your occupation. What do you do? For example: "what can I claim as an electrician?"'
        )
    g = results["tax_occupation_deductions"]
    source = "from your question" if OCCUPATION.search(r.text) else "from your tax profile"
    specific = "\n".join(_line(i) for i in g["specific"])
    general = "\n".join(_line(i) for i in g["general"])
    head = f"As a{'n' if g['occupation'][:1].lower() in 'aeiou' else ''} {g['occupation']} ({source}), "
    if specific:
        body = f"these are usually claimable (from tax_occupation_deductions):\n{specific}\n"
    else:
        body = (
            f"I have no rules written for {g['occupation']} specifically, so here are the general "
            "work-related deductions (from tax_occupation_deductions):\n"
        )
    return head + body + f"Work-related deductions open to everyone:\n{general}\n{g['note']}"


# --- categorise the uncategorised ------------------------------------------------------------------------


def _categorise_args(r: Request) -> dict[str, str]:
    return period_dates(r.period)


def _categorise_plan(r: Request) -> list[ToolCall]:
    return [call("categorise_suggest", **_categorise_args(r))]


def _categorise_follow_up(r: Request, results: Results) -> list[ToolCall]:
    data = results.get("categorise_suggest") or {}
    return [call("categorise_apply", **_categorise_args(r))] if data.get("suggested") else []


def _categorise_answer(r: Request, results: Results) -> str:
    where = f" in {r.period.label}" if r.period else ""
    if "categorise_apply" in results:
        done = results["categorise_apply"]
        return (
            f"Categorised {done['applied']} transaction(s){where}; {done['leftForUser']} left for you to "
            "categorise (from categorise_apply)."
        )
    data = results["categorise_suggest"]
    if not data["considered"]:
        return f"You have no uncategorised transactions{where} (from categorise_suggest)."
    good = [s for s in data["suggestions"] if s.get("confidence") is not None and s["categoryName"]]
    good = [s for s in good if float(s["confidence"]) >= float(data["minConfidence"])]
    lines = [
        f"- {s['description']} → {s['categoryName']} ({float(s['confidence']):.0%}, {s['source']})"
        for s in good[:15]
    ]
    more = f"\n…and {len(good) - 15} more." if len(good) > 15 else ""
    head = (
        f"{data['considered']} uncategorised transaction(s){where}; {data['suggested']} have a suggestion at or "
        f"above {float(data['minConfidence']):.0%} confidence, {data['leftForUser']} would be left for you "
        "(from categorise_suggest)"
    )
    if not good:
        return head + ". None is confident enough to set for you."
    return head + ":\n" + "\n".join(lines) + more


INTENTS: list[Intent] = [
    Intent(
        "occupation_deductions",
        re.compile(r"\b(claim|deduct\w*|write off)\b", re.I),
        _occupation_plan,
        _occupation_answer,
        "what can I claim as an electrician?",
        priority=11,
        when=_asks_by_occupation,
    ),
    Intent(
        "categorise_uncategorised",
        re.compile(
            r"\buncategori[sz]ed\b|\b(categori[sz]e|sort|tidy up|label)\b.*\b(transactions?|everything|them|rest)\b",
            re.I,
        ),
        _categorise_plan,
        _categorise_answer,
        "categorise my uncategorised transactions",
        follow_up=_categorise_follow_up,
        priority=9,
        uses_period=True,
    ),
]
