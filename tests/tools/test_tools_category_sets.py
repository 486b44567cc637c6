"""Smart Categories tools: elite gating from core, sets, multi-category assignment."""

from __future__ import annotations

from collections.abc import Callable
from decimal import Decimal

from finkit.core.categories.service import list_categories
from finkit.core.category_sets.assignments import list_assignments
from finkit.core.category_sets.service import list_category_sets
from finkit.core.context import AccountContext
from finkit.core.usecases.transactions import create_transaction
from tests.tools.tooling import error, field_names, ok, unconfirmed


def test_free_account_gets_tier_required(ctx: AccountContext) -> None:
    for name, args in [
        ("category_sets_list", {}),
        ("category_sets_create", {"name": "Business"}),
        ("categories_list_assignments", {"transactionId": "x"}),
    ]:
        result = error(ctx, name, args)
        assert result["code"] == "TIER_REQUIRED" and result["requiredTier"] == "elite", name


def test_sets_and_assignments(make_ctx: Callable[..., AccountContext]) -> None:
    elite = make_ctx(tier="elite")
    cats = {c.name: c.id for c in list_categories(elite)}
    fuel, meals = cats["Fuel"], next(cid for name, cid in cats.items() if "Meals" in name or "Dining" in name)
    created = ok(elite, "category_sets_create", {"name": "Business", "categoryIds": [fuel]})
    assert created["categoryCount"] == 1 and created["isActive"] is False
    listed = ok(elite, "category_sets_list")
    assert [s["name"] for s in listed["categorySets"]][1:] == ["Business"]
    added = ok(elite, "category_sets_add_categories", {"setId": created["id"], "categoryIds": [meals]})
    assert added["categoryCount"] == 2
    renamed = ok(elite, "category_sets_update", {"setId": created["id"], "name": "Work", "color": "#112233"})
    assert (renamed["name"], renamed["color"]) == ("Work", "#112233")
    fewer = ok(elite, "category_sets_remove_categories", {"setId": created["id"], "categoryIds": [meals]})
    assert [c["id"] for c in fewer["categories"]] == [fuel]
    ok(elite, "category_sets_add_categories", {"setId": created["id"], "categoryIds": [meals]})
    active = ok(elite, "category_sets_activate", {"setId": created["id"]})
    assert active["isActive"] is True

    tx = create_transaction(elite, data={"date": "2026-06-01", "description": "BP", "amount": Decimal("-40")})
    first = ok(elite, "categories_assign", {"transactionId": tx.id, "categoryId": fuel, "confidence": 0.9})
    assert first["isPrimary"] is True and first["confidence"] == 0.9
    ok(elite, "categories_assign", {"transactionId": tx.id, "categoryId": meals})
    both = ok(elite, "categories_list_assignments", {"transactionId": tx.id})
    assert [a["categoryId"] for a in both["assignments"]] == [fuel, meals]

    would = unconfirmed(elite, "categories_unassign", {"transactionId": tx.id, "categoryId": fuel})
    assert "primary" in would
    assert len(list_assignments(elite, tx.id)) == 2
    removed = ok(elite, "categories_unassign", {"transactionId": tx.id, "categoryId": fuel, "confirm": True})
    assert removed["wasPrimary"] is True and removed["transactionCategoryId"] is None
    gone = error(elite, "categories_unassign", {"transactionId": tx.id, "categoryId": fuel})
    assert gone["code"] == "NOT_FOUND"  # refused before offering to remove what is not there

    would = unconfirmed(elite, "category_sets_delete", {"setId": created["id"]})
    assert "Work" in would
    assert len(list_category_sets(elite)) == 2
    ok(elite, "category_sets_delete", {"setId": created["id"], "confirm": True})
    assert len(list_category_sets(elite)) == 1


def test_invalid_arguments_and_other_accounts(make_ctx: Callable[..., AccountContext]) -> None:
    elite, other = make_ctx(tier="elite"), make_ctx(tier="elite")
    assert "name" in field_names(error(elite, "category_sets_create", {}))
    assert "categoryIds" in field_names(error(elite, "category_sets_add_categories", {"setId": "x"}))
    mine = ok(elite, "category_sets_create", {"name": "Mine"})
    assert error(other, "category_sets_get", {"setId": mine["id"]})["code"] == "NOT_FOUND"
    assert error(other, "category_sets_delete", {"setId": mine["id"], "confirm": True})["code"] == "NOT_FOUND"
    assert ok(elite, "category_sets_get", {"setId": mine["id"]})["name"] == "Mine"
