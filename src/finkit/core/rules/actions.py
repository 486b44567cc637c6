"""Rule actions: strict validation, and applying them to one row in Python (rows being created or
imported, and rules whose actions need Python over history). The set-based SQL form is in ``sqlplan``.

Actions (``type`` and its keys):

- ``setCategory`` ``category``: skipped on a user-locked category; records ``assignedBy = rule``;
- ``addCategoryAssignment`` ``category`` (+ ``categorySet``, ``isPrimary``, ``notes``) and
  ``linkBill`` ``bill``: done by the handlers other areas register (``rules.handlers``);
- ``setMerchant`` ``value``, or ``normalise = true`` to derive a clean name from the description;
- ``setDescription`` ``value``; ``setTaxDeductible`` ``value`` (+ ``businessUsePercentage``);
- ``setGst`` ``rate`` (percent, or null for the category's default) and/or ``included``;
- ``setGstTreatment`` ``value`` (``taxable``, ``gst_free``, ``input_taxed``, ``out_of_scope``): the row's
  GST treatment as the person's own (what no rate can say: a bank fee is input-taxed, a government fee out
  of scope), kept by the tax derivation like any field the person set.

``setCategory`` and ``setGst`` record the INPUT only (the category, the rate, whether GST is included):
the GST amount is derived from them by the tax step of the write pipeline that follows every rule run,
create and import (``tax.gst.gst_in``, decision 0026), never computed here.
- ``addTag`` ``tag``; ``appendNote``/``prependNote`` ``text`` (not added twice);
- ``flagForReview``; ``delete`` (alone; runs only on an on-demand run with confirmation).
"""

from __future__ import annotations

from collections.abc import Callable
from decimal import Decimal
from typing import Any

from finkit.core.errors import FieldProblem
from finkit.core.merchants.normalise import normalise_merchant
from finkit.core.money import parse_amount, to_scaled, to_storage
from finkit.core.rules.handlers import HOOK_ACTIONS

ACTION_KEYS: dict[str, dict[str, bool]] = {  # allowed keys -> required?
    "setCategory": {"category": True},
    "addCategoryAssignment": {"category": True, "categorySet": False, "isPrimary": False, "notes": False},
    "setMerchant": {"value": False, "normalise": False},
    "setDescription": {"value": True},
    "setTaxDeductible": {"value": True, "businessUsePercentage": False},
    "setGst": {"rate": False, "included": False},
    "setGstTreatment": {"value": True},
    "addTag": {"tag": True},
    "appendNote": {"text": True},
    "prependNote": {"text": True},
    "linkBill": {"bill": True},
    "flagForReview": {},
    "delete": {},
}
ACTION_TYPES = tuple(ACTION_KEYS)
#: The treatments ``setGstTreatment`` sets (an export is GST-free with the ``export`` tag: ``addTag``).
GST_TREATMENTS = ("taxable", "gst_free", "input_taxed", "out_of_scope")

#: Columns each action may change (the execution log snapshots these, before and after). Inputs only:
#: the GST amount that follows a new category or rate is the tax step's, and undo re-derives it from
#: the restored inputs, as it does every other derived tax column.
TOUCHES: dict[str, tuple[str, ...]] = {
    "setCategory": ("category_id", "category_assigned_by", "category_confidence"),
    "setMerchant": ("merchant",),
    "setDescription": ("description",),
    "setTaxDeductible": ("is_tax_deductible", "business_use_percentage"),
    "setGst": ("gst_rate", "gst_included"),
    "setGstTreatment": ("gst_treatment",),
    "addTag": ("tags",),
    "appendNote": ("notes",),
    "prependNote": ("notes",),
    "flagForReview": ("needs_review",),
    "addCategoryAssignment": (),
    "linkBill": (),
    "delete": (),
}
#: Stored kinds of the touchable columns: money in thousandths, rates in millionths.
COLUMN_KINDS: dict[str, str] = {
    "category_id": "str",
    "category_assigned_by": "str",
    "category_confidence": "rate",
    "merchant": "str",
    "description": "str",
    "is_tax_deductible": "bool",
    "business_use_percentage": "rate",
    "gst_rate": "rate",
    "gst_included": "bool",
    "gst_treatment": "str",
    "gst_amount": "money",
    "tags": "json",
    "notes": "str",
    "needs_review": "bool",
}

Resolver = Callable[[str], str | None]


def validate_actions(
    actions: Any,
    *,
    resolve_category: Resolver,
    hook_validate: Callable[[dict[str, Any], str], tuple[dict[str, Any], list[FieldProblem]]],
    path: str = "actions",
) -> tuple[list[dict[str, Any]], list[FieldProblem]]:
    """Validate the ordered action list; return it normalised (categories as ids, numbers as strings)."""
    problems: list[FieldProblem] = []
    if not isinstance(actions, list) or not actions:
        return [], [FieldProblem(path, "must be a non-empty list of actions")]
    out: list[dict[str, Any]] = []
    for i, action in enumerate(actions):
        here = f"{path}[{i}]"
        if not isinstance(action, dict):
            problems.append(FieldProblem(here, "must be an object with a type"))
            continue
        kind = action.get("type")
        if kind not in ACTION_KEYS:
            problems.append(FieldProblem(f"{here}.type", f"must be one of {', '.join(ACTION_TYPES)}"))
            continue
        allowed = ACTION_KEYS[kind]
        before = len(problems)
        for key in sorted(set(action) - set(allowed) - {"type"}):
            problems.append(FieldProblem(f"{here}.{key}", f"is not a known key of {kind}"))
        for key, required in allowed.items():
            if required and action.get(key) in (None, ""):
                problems.append(FieldProblem(f"{here}.{key}", "is required"))
        normal = {k: v for k, v in action.items() if k in allowed or k == "type"}
        if len(problems) == before:
            if kind in HOOK_ACTIONS:
                normal, hook_problems = hook_validate(normal, here)
                problems.extend(hook_problems)
            else:
                problems.extend(_check(kind, normal, here, resolve_category))
        out.append(normal)
    kinds = [a.get("type") for a in out]
    if "delete" in kinds and len(kinds) > 1:
        problems.append(FieldProblem(path, "delete must be a rule's only action"))
    return out, problems


def _check(kind: str, action: dict[str, Any], here: str, resolve: Resolver) -> list[FieldProblem]:
    problems: list[FieldProblem] = []

    def text(key: str, limit: int) -> None:
        value = action.get(key)
        if not isinstance(value, str) or not value.strip() or len(value) > limit:
            problems.append(FieldProblem(f"{here}.{key}", f"must be text of 1 to {limit} characters"))
        else:
            action[key] = value.strip()

    def percent(key: str) -> None:
        try:
            value = parse_amount(action[key], field=f"{here}.{key}")
        except Exception:
            problems.append(FieldProblem(f"{here}.{key}", "must be a number"))
            return
        if not 0 <= value <= 100:
            problems.append(FieldProblem(f"{here}.{key}", "is a percentage and must be between 0 and 100"))
        action[key] = str(value)

    if kind == "setCategory":
        ref = action["category"]
        category_id = resolve(ref) if isinstance(ref, str) else None
        if category_id is None:
            problems.append(FieldProblem(f"{here}.category", f"category {ref!r} not found"))
        else:
            action["category"] = category_id
    elif kind == "setMerchant":
        if action.get("normalise") not in (None, True, False):
            problems.append(FieldProblem(f"{here}.normalise", "must be true or false"))
        if action.get("normalise"):
            if "value" in action:
                problems.append(FieldProblem(f"{here}.value", "give either value or normalise, not both"))
            action.pop("value", None)
        elif "value" not in action:
            problems.append(FieldProblem(f"{here}.value", "is required (or normalise = true)"))
        else:
            text("value", 200)
            action.pop("normalise", None)
    elif kind == "setDescription":
        text("value", 500)
    elif kind == "setTaxDeductible":
        if not isinstance(action["value"], bool):
            problems.append(FieldProblem(f"{here}.value", "must be true or false"))
        if action.get("businessUsePercentage") is not None:
            percent("businessUsePercentage")
    elif kind == "setGst":
        if "rate" not in action and "included" not in action:
            problems.append(FieldProblem(here, "give rate and/or included"))
        if action.get("rate") is not None:
            percent("rate")
        if "included" in action and not isinstance(action["included"], bool):
            problems.append(FieldProblem(f"{here}.included", "must be true or false"))
    elif kind == "setGstTreatment":
        if action["value"] not in GST_TREATMENTS:
            problems.append(FieldProblem(f"{here}.value", f"must be one of {', '.join(GST_TREATMENTS)}"))
    elif kind == "addTag":
        text("tag", 100)
    elif kind in {"appendNote", "prependNote"}:
        text("text", 1000)
    return problems


def referenced_categories(actions: list[dict[str, Any]]) -> set[str]:
    return {a["category"] for a in actions if a.get("type") in {"setCategory", "addCategoryAssignment"}}


# --- Python application ---------------------------------------------------------------------------


def stored(column: str, value: Any) -> Any:
    """A column value as the execution log keeps it (what the database stores)."""
    kind = COLUMN_KINDS[column]
    if value is None:
        return None
    if kind == "money":
        return to_storage(value)
    if kind == "rate":
        return to_scaled(parse_amount(value, field=column), 6)
    if kind == "bool":
        return bool(value)
    if kind == "json":
        return list(value)
    return value


def snapshot(row: Any, columns: tuple[str, ...] | list[str]) -> dict[str, Any]:
    return {c: stored(c, getattr(row, c, None)) for c in columns}


def row_columns(actions: list[dict[str, Any]]) -> list[str]:
    seen: dict[str, None] = {}
    for action in actions:
        for column in TOUCHES[action["type"]]:
            seen.setdefault(column)
    return list(seen)


def apply_to_row(
    row: Any,
    actions: list[dict[str, Any]],
    *,
    locked: bool,
) -> bool:
    """Apply the column-changing actions to ``row`` (a Transaction or an ImportRow) in order.
    Returns whether any column changed. Hook actions and delete are the caller's business; the tax
    columns that follow from what changed (the GST amount) are the tax step's."""
    changed = False
    for action in actions:
        kind = action["type"]
        if kind == "setCategory":
            if locked or row.category_id == action["category"]:
                continue
            row.category_id = action["category"]
            row.category_assigned_by = "rule"
            row.category_confidence = Decimal(1)
            changed = True
        elif kind == "setMerchant":
            value = normalise_merchant(row.description) if action.get("normalise") else action["value"]
            if value and (row.merchant or "") != value:
                row.merchant = value
                changed = True
        elif kind == "setDescription":
            if row.description != action["value"]:
                row.description = action["value"]
                changed = True
        elif kind == "setTaxDeductible":
            # A user's rule is the user's choice: derivation (finkit.core.tax.treatment) keeps it.
            _mark_user_set(row, "is_tax_deductible")
            if bool(row.is_tax_deductible) != action["value"] or row.is_tax_deductible is None:
                row.is_tax_deductible = action["value"]
                changed = True
            if action.get("businessUsePercentage") is not None:
                _mark_user_set(row, "business_use_percentage")
                share = parse_amount(action["businessUsePercentage"], field="businessUsePercentage")
                if row.business_use_percentage != share:
                    row.business_use_percentage = share
                    changed = True
        elif kind == "setGst":
            rate = parse_amount(action["rate"], field="rate") if action.get("rate") is not None else None
            included = action.get("included", row.gst_included)
            gst_changed = False
            if "rate" in action and row.gst_rate != rate:
                row.gst_rate = rate
                gst_changed = True
            if row.gst_included != included:
                row.gst_included = included
                gst_changed = True
            changed = changed or gst_changed
        elif kind == "setGstTreatment":
            _mark_user_set(row, "gst_treatment")
            if row.gst_treatment != action["value"]:
                row.gst_treatment = action["value"]
                changed = True
        elif kind == "addTag":
            tags = list(row.tags or [])
            if action["tag"].casefold() not in {t.casefold() for t in tags}:
                row.tags = [*tags, action["tag"]]
                changed = True
        elif kind in {"appendNote", "prependNote"}:
            note, add = row.notes or "", action["text"]
            if kind == "appendNote" and not note.endswith(add):
                row.notes = f"{note}\n{add}" if note else add
                changed = True
            elif kind == "prependNote" and not note.startswith(add):
                row.notes = f"{add}\n{note}" if note else add
                changed = True
        elif kind == "flagForReview" and not row.needs_review:
            row.needs_review = True
            changed = True
    return changed


def _mark_user_set(row: Any, name: str) -> None:
    marked = list(getattr(row, "tax_user_set", None) or [])
    if name not in marked:
        row.tax_user_set = sorted([*marked, name])  # a new list, so the ORM sees the change
