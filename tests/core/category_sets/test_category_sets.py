from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from finkit.core.categories.defaults import DEFAULT_CATEGORIES
from finkit.core.category_sets.service import (
    activate_category_set,
    add_categories_to_set,
    create_category_set,
    delete_category_set,
    get_active_category_set,
    get_category_set,
    list_category_sets,
    remove_categories_from_set,
    update_category_set,
)
from finkit.core.context import AccountContext
from finkit.core.errors import ConflictError, NotFoundError, TierRequiredError, ValidationError
from finkit.core.usecases.categories import create_category, delete_category, find_category_by_name
from finkit.core.usecases.category_sets import (
    assign_category,
    list_assignments,
    remove_assignment,
)
from finkit.core.usecases.transactions import create_transaction


@pytest.fixture
def elite(make_ctx: Callable[..., AccountContext]) -> AccountContext:
    return make_ctx(tier="elite")


def cat(ctx: AccountContext, name: str) -> str:
    return find_category_by_name(ctx, name).id


def _calls(set_id: str, tx_id: str, category_id: str) -> list[Callable[[AccountContext], Any]]:
    return [
        list_category_sets,
        get_active_category_set,
        lambda c: get_category_set(c, set_id),
        lambda c: create_category_set(c, data={"name": "Work"}),
        lambda c: update_category_set(c, set_id, data={"name": "X"}),
        lambda c: delete_category_set(c, set_id),
        lambda c: activate_category_set(c, set_id),
        lambda c: add_categories_to_set(c, set_id, data={"categoryIds": [category_id]}),
        lambda c: remove_categories_from_set(c, set_id, data={"categoryIds": [category_id]}),
        lambda c: assign_category(c, tx_id, data={"categoryId": category_id}),
        lambda c: list_assignments(c, tx_id),
        lambda c: remove_assignment(c, tx_id, category_id),
    ]


@pytest.mark.parametrize("tier", ["free", "professional"])
def test_every_service_refuses_below_elite(make_ctx: Callable[..., AccountContext], tier: str) -> None:
    ctx = make_ctx(tier=tier)
    tx = create_transaction(ctx, data={"date": "2026-06-01", "description": "Coffee", "amount": -4})
    for call in _calls("00000000-0000-0000-0000-000000000000", tx.id, cat(ctx, "Fuel")):
        with pytest.raises(TierRequiredError) as info:
            call(ctx)
        assert info.value.code == "TIER_REQUIRED"
        assert info.value.required_tier == "elite"
        assert info.value.details()["requiredTier"] == "elite"


@pytest.mark.parametrize("tier", ["elite", "enterprise"])
def test_elite_and_enterprise_are_allowed(make_ctx: Callable[..., AccountContext], tier: str) -> None:
    ctx = make_ctx(tier=tier)
    active = get_active_category_set(ctx)
    assert active.is_default and active.is_active
    work = create_category_set(ctx, data={"name": "Work", "categoryIds": [cat(ctx, "Fuel")]})
    assert work.category_count == 1


def test_default_set_is_lazy_live_and_holds_every_category(elite: AccountContext) -> None:
    default = get_active_category_set(elite)
    assert default.is_default and default.is_active and default.user_id == elite.user_id
    assert default.category_count == len(default.categories) == len(DEFAULT_CATEGORIES)
    create_category(elite, data={"name": "Co-working"})
    assert get_active_category_set(elite).category_count == len(DEFAULT_CATEGORIES) + 1
    assert [s.id for s in list_category_sets(elite)] == [default.id]  # created once
    with pytest.raises(ConflictError):
        delete_category_set(elite, default.id)
    with pytest.raises(ConflictError):
        add_categories_to_set(elite, default.id, data={"categoryIds": [cat(elite, "Fuel")]})


def test_crud_and_spec_fields(elite: AccountContext) -> None:
    fuel, meals = cat(elite, "Fuel"), cat(elite, "Meals & Dining")
    work = create_category_set(
        elite,
        data={
            "name": "Work",
            "description": "Deductible",
            "color": "#123456",
            "icon": "briefcase",
            "categoryIds": [fuel, meals, fuel],
        },
    )
    body = work.to_json_dict()
    assert set(body) == {
        "id", "name", "description", "color", "icon", "userId", "isDefault", "isActive",
        "categoryCount", "categories", "createdAt", "updatedAt",
    }  # fmt: skip
    assert body["categoryCount"] == 2 and not body["isActive"] and not body["isDefault"]
    assert {c["id"] for c in body["categories"]} == {fuel, meals}
    renamed = update_category_set(elite, work.id, data={"name": "Business", "description": "New"})
    assert (renamed.name, renamed.description) == ("Business", "New")
    with pytest.raises(ConflictError):
        create_category_set(elite, data={"name": "business"})
    smaller = remove_categories_from_set(elite, work.id, data={"categoryIds": [meals]})
    assert [c.id for c in smaller.categories] == [fuel]
    bigger = add_categories_to_set(elite, work.id, data={"categoryIds": [meals, fuel]})
    assert bigger.category_count == 2
    assert delete_category_set(elite, work.id).deleted
    with pytest.raises(NotFoundError):
        get_category_set(elite, work.id)


def test_one_active_set_at_a_time(elite: AccountContext) -> None:
    default = get_active_category_set(elite)
    a = create_category_set(elite, data={"name": "A", "isActive": True})
    assert a.is_active and get_active_category_set(elite).id == a.id
    b = create_category_set(elite, data={"name": "B"})
    activate_category_set(elite, b.id)
    states = {s.name: s.is_active for s in list_category_sets(elite)}
    assert states == {default.name: False, "A": False, "B": True}
    result = delete_category_set(elite, b.id)
    assert result.active_set_id == default.id and get_active_category_set(elite).id == default.id


def test_bad_category_ids_are_named_by_position(elite: AccountContext, other_ctx: AccountContext) -> None:
    theirs = cat(other_ctx, "Fuel")
    with pytest.raises(ValidationError) as info:
        create_category_set(elite, data={"name": "W", "categoryIds": [cat(elite, "Fuel"), theirs, "nope"]})
    assert [p.field for p in info.value.fields] == ["categoryIds.1", "categoryIds.2"]
    assert len(list_category_sets(elite)) == 1


def test_deleting_a_category_leaves_no_dangling_members(elite: AccountContext) -> None:
    fuel, tolls = cat(elite, "Fuel"), cat(elite, "Parking & Tolls")
    work = create_category_set(elite, data={"name": "Work", "categoryIds": [fuel]})
    delete_category(elite, fuel, reassign_to=tolls)
    assert [c.id for c in get_category_set(elite, work.id).categories] == [tolls]
    delete_category(elite, tolls, uncategorise=True)
    assert get_category_set(elite, work.id).category_count == 0


def test_tenant_isolation(make_ctx: Callable[..., AccountContext]) -> None:
    mine, theirs = make_ctx(tier="elite"), make_ctx(tier="elite")
    their_set = create_category_set(theirs, data={"name": "Private", "categoryIds": [cat(theirs, "Fuel")]})
    for call in (
        lambda: get_category_set(mine, their_set.id),
        lambda: update_category_set(mine, their_set.id, data={"name": "Mine"}),
        lambda: delete_category_set(mine, their_set.id),
        lambda: activate_category_set(mine, their_set.id),
        lambda: add_categories_to_set(mine, their_set.id, data={"categoryIds": [cat(mine, "Fuel")]}),
        lambda: remove_categories_from_set(mine, their_set.id, data={"categoryIds": [cat(mine, "Fuel")]}),
    ):
        with pytest.raises(NotFoundError):
            call()
    assert their_set.id not in {s.id for s in list_category_sets(mine)}
    after = get_category_set(theirs, their_set.id)
    assert (after.name, after.category_count, after.is_active) == ("Private", 1, False)
