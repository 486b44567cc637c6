"""The rules engine's ``addCategoryAssignment`` action, done by the Smart Categories area.

Rules that use it need the Elite tier (refused when the rule is saved on a lower tier). Automatic
assignments never take the primary away from a category the user chose (see ``assignments``). Undo
removes the rule-made assignment of the action's category from the run's transactions.
"""

from __future__ import annotations

from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from finkit.core.categories.models import Category
from finkit.core.category_sets.assignments import assign_category_in_session
from finkit.core.category_sets.models import CategorySet, TransactionCategory
from finkit.core.changes import ChangeSet
from finkit.core.context import AccountContext
from finkit.core.errors import FieldProblem
from finkit.core.rules.handlers import register_action_handler
from finkit.core.transactions.models import Transaction


class AddCategoryAssignmentAction:
    def validate(
        self, session: Session, ctx: AccountContext, action: dict[str, Any], path: str
    ) -> tuple[dict[str, Any], list[FieldProblem]]:
        problems = []
        if not ctx.has_tier("elite"):
            problems.append(
                FieldProblem(f"{path}.type", "addCategoryAssignment needs the elite tier (Smart Categories)")
            )
        ref = str(action.get("category", ""))
        category = session.scalar(
            select(Category).where(
                Category.account_id == ctx.account_id,
                (Category.id == ref) | (Category.name_key == ref.casefold()),
            )
        )
        if category is None:
            problems.append(FieldProblem(f"{path}.category", f"category {ref} not found"))
        set_id = action.get("categorySet")
        if (
            set_id
            and session.scalar(
                select(CategorySet.id).where(
                    CategorySet.id == set_id, CategorySet.account_id == ctx.account_id
                )
            )
            is None
        ):
            problems.append(FieldProblem(f"{path}.categorySet", f"category set {set_id} not found"))
        normalised = {**action, "category": category.id} if category is not None else action
        return normalised, problems

    def apply(
        self,
        session: Session,
        ctx: AccountContext,
        action: dict[str, Any],
        transaction_ids: list[str],
        run_id: str,
    ) -> ChangeSet:
        body = {"categoryId": action["category"], "isPrimary": bool(action.get("isPrimary", False))}
        if action.get("categorySet"):
            body["categorySetId"] = action["categorySet"]
        if action.get("notes"):
            body["notes"] = action["notes"]
        moved: list[str] = []
        for transaction_id in transaction_ids:
            _, change = assign_category_in_session(
                session, ctx, transaction_id, data=body, assigned_by="rule"
            )
            moved.extend(change.changed.get("category", ()))  # type: ignore[arg-type]
        return ChangeSet(origin="category_set", changed={"category": moved})

    def undo(
        self,
        session: Session,
        ctx: AccountContext,
        action: dict[str, Any],
        transaction_ids: list[str],
        run_id: str,
    ) -> None:
        rows = session.scalars(
            select(TransactionCategory).where(
                TransactionCategory.account_id == ctx.account_id,
                TransactionCategory.transaction_id.in_(transaction_ids),
                TransactionCategory.category_id == action["category"],
                TransactionCategory.assigned_by == "rule",
            )
        ).all()
        for row in rows:
            if row.is_primary:
                tx = session.get(Transaction, row.transaction_id)
                if tx is not None and tx.category_id == row.category_id and not tx.category_locked:
                    tx.category_id = None
                    tx.category_assigned_by = None
            session.delete(row)


register_action_handler("addCategoryAssignment", AddCategoryAssignmentAction())
