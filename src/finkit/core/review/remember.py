"""A decision remembered as a rule the person can see, edit and delete (``finkit rules``): conditions on
the merchant and direction, actions for the category, business share and GST treatment decided.

One rule per group, named for it (``Review: Adobe (money out)``); deciding the group again rewrites the
same rule. Input-taxed and out-of-scope are remembered by ``setGstTreatment`` (no rate can say them); a
processor's fee rate stated for its payouts by ``addTag processor_fee:1.6`` (``payouts.fee_tag``), which
the import reads to gross the later payouts up.
"""

from __future__ import annotations

from decimal import Decimal
from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from finkit.core.audit.service import record_activity
from finkit.core.categories.models import Category
from finkit.core.context import AccountContext
from finkit.core.profile.service import load_profile
from finkit.core.review.groups import Group
from finkit.core.review.payouts import FEE_GST_TAG, fee_tag
from finkit.core.review.schemas import RememberedRule
from finkit.core.rules.limits import check_rule_capacity
from finkit.core.rules.models import Rule
from finkit.core.rules.schemas import RuleCreate
from finkit.core.rules.search_docs import index_rule
from finkit.core.rules.service import add_rule, validate_rule_body
from finkit.core.tax.gst import EXPORT_TAG, standard_rate

#: Review rules run before the person's other rules: an answer given is the strongest there is.
PRIORITY = 10


def rule_name(group: Group) -> str:
    way = "money in" if group.direction == "in" else "money out"
    return f"Review: {group.name[:150]} ({way})"


def _conditions(group: Group) -> dict[str, Any]:
    kind = "credit" if group.direction == "in" else "debit"
    said = [
        {"field": field, "operator": "equals" if field == "merchant" else "contains", "value": value}
        for field, value in group.members
    ]
    who = said[0] if len(said) == 1 else {"any": said}
    return {"all": [who, {"field": "type", "operator": "equals", "value": kind}]}


def _actions(
    session: Session,
    ctx: AccountContext,
    category: Category,
    business_use: Decimal | None,
    treatment: str | None,
    fee_rate: Decimal | None = None,
    fee_gst: str | None = None,
) -> tuple[list[dict[str, Any]], list[str]]:
    actions: list[dict[str, Any]] = [{"type": "setCategory", "category": category.id}]
    said = [f"category {category.name}"]
    if business_use is not None:
        actions.append(
            {
                "type": "setTaxDeductible",
                "value": business_use > 0,
                "businessUsePercentage": str(business_use),
            }
        )
        said.append(f"business use {business_use} %")
    if treatment in {"taxable", "gst_free", "export"}:
        rate = standard_rate(load_profile(session, ctx).country) if treatment == "taxable" else Decimal(0)
        if rate is not None:
            actions.append({"type": "setGst", "rate": str(rate)})
            said.append(f"GST {treatment}")
        if treatment == "export":
            actions.append({"type": "addTag", "tag": EXPORT_TAG})
    elif treatment in {"input_taxed", "out_of_scope"}:
        actions.append({"type": "setGstTreatment", "value": treatment})
        said.append(f"GST {treatment}")
    if fee_rate is not None:
        # the processor's fee rate the person stated: later payouts are grossed up at it on import
        actions.append({"type": "addTag", "tag": fee_tag(fee_rate)})
        said.append(f"processor fee {fee_rate.normalize():f} % of the gross")
    if fee_gst is not None:
        # the GST the processor's tax invoice shows in its fee: later payouts' fees take it
        actions.append({"type": "addTag", "tag": FEE_GST_TAG + fee_gst})
        said.append(f"processor fee GST {fee_gst}")
    return actions, said


def remember(
    session: Session,
    ctx: AccountContext,
    group: Group,
    *,
    category: Category,
    business_use: Decimal | None,
    treatment: str | None,
    fee_rate: Decimal | None = None,
    fee_gst: str | None = None,
) -> RememberedRule:
    """Create (or rewrite) the group's rule so the merchant's future rows are settled the same way."""
    name = rule_name(group)
    actions, said = _actions(session, ctx, category, business_use, treatment, fee_rate, fee_gst)
    conditions = _conditions(group)
    rule = session.scalar(
        select(Rule).where(Rule.account_id == ctx.account_id, Rule.name_key == name.casefold())
    )
    if rule is None:
        check_rule_capacity(session, ctx, adding=1)
        rule = add_rule(
            session,
            ctx,
            RuleCreate(
                name=name,
                description="Remembered from a review decision (finkit review): edit or delete it freely.",
                priority=PRIORITY,
                conditions=conditions,
                actions=actions,
            ),
        )
    else:
        rule.conditions, rule.actions = validate_rule_body(session, ctx, conditions, actions)
        rule.enabled = True
        rule.updated_at = ctx.now()
        record_activity(
            session, ctx, "rule.update", target_type="rule", target_id=rule.id, details={"source": "review"}
        )
        index_rule(session, ctx, rule)
    return RememberedRule(id=rule.id, name=rule.name, remembers=said)
