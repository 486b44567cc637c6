"""What someone in an occupation can usually claim, read from the knowledge base's rules.

"What can I claim as an electrician?" is answered from the same ATO-sourced rules that analyse each
transaction: the rules written for that occupation first, then the general work-related ones. Items
used privately as well (phone, internet, tools used at home) say that only the work-use share counts.
"""

from __future__ import annotations

from pydantic import Field

from finkit.core.context import AccountContext
from finkit.core.errors import ValidationError
from finkit.core.schemas import Schema
from finkit.core.tax.deductions.knowledge import RULES, Rule

#: General work-related rules worth listing for any employee or sole trader (by rule id order in RULES).
_GENERAL_LIMIT = 12


class GuideItem(Schema):
    rule_id: str
    title: str
    return_label: str | None
    work_use_only: bool  # mixed private and work use: only the work-use share is deductible
    reasoning: str
    source: str


class OccupationGuide(Schema):
    occupation: str
    country: str
    specific: list[GuideItem] = Field(default_factory=list)  # rules written for this occupation
    general: list[GuideItem] = Field(default_factory=list)  # work-related rules for everyone
    note: str


def _item(rule: Rule) -> GuideItem:
    return GuideItem(
        rule_id=rule.id,
        title=rule.title,
        return_label=rule.employee_label,
        work_use_only=rule.apportion,
        reasoning=rule.reasoning,
        source=rule.source,
    )


def occupation_guide(ctx: AccountContext, *, occupation: str) -> OccupationGuide:
    """The deductions usually open to ``occupation`` (Australian rules; other countries get a note)."""
    occupation = occupation.strip()
    if not occupation:
        raise ValidationError.for_field("occupation", "is required, e.g. electrician or nurse")
    specific = [_item(r) for r in RULES if r.occupations is not None and r.occupations.search(occupation)]
    general = [
        _item(r)
        for r in RULES
        if r.occupations is None and r.employee_label is not None and r.employee_label.startswith("D")
    ][:_GENERAL_LIMIT]
    note = (
        "General ATO guidance, not advice: you must have spent the money yourself, it must relate to earning "
        "your income, and you need a record to prove it."
    )
    if ctx.country.upper() != "AU":
        note = (
            f"These are Australian (ATO) rules; finkit has no deduction rules for {ctx.country} yet. " + note
        )
    return OccupationGuide(
        occupation=occupation, country=ctx.country, specific=specific, general=general, note=note
    )
