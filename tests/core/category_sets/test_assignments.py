from __future__ import annotations

from collections.abc import Callable
from decimal import Decimal

import pytest

from finkit.core.category_sets.assignments import assign_category_in_session
from finkit.core.category_sets.service import create_category_set
from finkit.core.context import AccountContext
from finkit.core.errors import NotFoundError, TierRequiredError, ValidationError
from finkit.core.usecases.categories import delete_category, find_category_by_name
from finkit.core.usecases.category_sets import (
    assign_category,
    list_assignments,
    remove_assignment,
)
from finkit.core.usecases.transactions import (
    create_transaction,
    delete_transaction,
    get_transaction,
    update_transaction,
)


@pytest.fixture
def elite(make_ctx: Callable[..., AccountContext]) -> AccountContext:
    return make_ctx(tier="elite")


def cat(ctx: AccountContext, name: str) -> str:
    return find_category_by_name(ctx, name).id


def tx(ctx: AccountContext, **fields: object) -> str:
    body = {"date": "2026-06-01", "description": "Officeworks", "amount": "-110.00", **fields}
    return create_transaction(ctx, data=body).id


def test_first_assignment_is_primary_and_category_follows(elite: AccountContext) -> None:
    tx_id = tx(elite)
    office = cat(elite, "Office Supplies")
    made = assign_category(elite, tx_id, data={"categoryId": office, "notes": "printer ink"})
    body = made.to_json_dict()
    assert set(body) == {
        "id", "transactionId", "categoryId", "categorySetId", "userId", "isPrimary", "confidence",
        "assignedBy", "assignedAt", "notes", "category",
    }  # fmt: skip
    assert body["isPrimary"] and body["assignedBy"] == "user" and body["confidence"] == 1
    assert body["category"]["name"] == "Office Supplies" and body["userId"] == elite.user_id
    assert body["categorySetId"] is not None  # the active (default) set holds every category
    after = get_transaction(elite, tx_id)
    assert after.category_id == office
    assert after.gst_amount == Decimal("-10.00")  # the new category's default GST, as update_transaction does


def test_new_primary_demotes_the_old_one(elite: AccountContext) -> None:
    tx_id = tx(elite)
    office, tools = cat(elite, "Office Supplies"), cat(elite, "Tools & Equipment")
    assign_category(elite, tx_id, data={"categoryId": office})
    second = assign_category(elite, tx_id, data={"categoryId": tools, "confidence": 0.7})
    assert not second.is_primary  # a transaction with a primary gets secondaries by default
    assert get_transaction(elite, tx_id).category_id == office
    promoted = assign_category(elite, tx_id, data={"categoryId": tools, "isPrimary": True})
    assert promoted.is_primary
    rows = list_assignments(elite, tx_id)
    assert [(r.category_id, r.is_primary) for r in rows] == [(tools, True), (office, False)]
    assert sum(r.is_primary for r in rows) == 1
    assert get_transaction(elite, tx_id).category_id == tools


def test_reassigning_the_same_category_updates_instead_of_duplicating(elite: AccountContext) -> None:
    tx_id = tx(elite)
    office = cat(elite, "Office Supplies")
    assign_category(elite, tx_id, data={"categoryId": office})
    again = assign_category(elite, tx_id, data={"categoryId": office, "notes": "again", "confidence": 0.5})
    assert len(list_assignments(elite, tx_id)) == 1
    assert again.notes == "again" and again.confidence == Decimal("0.5") and again.is_primary


def test_removing_the_primary_promotes_none_and_clears_category(elite: AccountContext) -> None:
    tx_id = tx(elite)
    office, tools = cat(elite, "Office Supplies"), cat(elite, "Tools & Equipment")
    assign_category(elite, tx_id, data={"categoryId": office})
    assign_category(elite, tx_id, data={"categoryId": tools})
    result = remove_assignment(elite, tx_id, office)
    assert result.was_primary and result.transaction_category_id is None
    rows = list_assignments(elite, tx_id)
    assert [(r.category_id, r.is_primary) for r in rows] == [(tools, False)]
    assert get_transaction(elite, tx_id).category_id is None
    with pytest.raises(NotFoundError):
        remove_assignment(elite, tx_id, office)


def test_existing_category_becomes_the_primary_assignment(elite: AccountContext) -> None:
    fuel, tools = cat(elite, "Fuel"), cat(elite, "Tools & Equipment")
    tx_id = tx(elite, categoryId=fuel)
    assign_category(elite, tx_id, data={"categoryId": tools})
    rows = list_assignments(elite, tx_id)
    assert [(r.category_id, r.is_primary) for r in rows] == [(fuel, True), (tools, False)]


def test_automation_never_takes_the_primary_from_a_user_choice(elite: AccountContext) -> None:
    fuel, tools = cat(elite, "Fuel"), cat(elite, "Tools & Equipment")
    tx_id = tx(elite, categoryId=fuel)  # chosen by the user: locked
    by_rule = assign_category(
        elite, tx_id, data={"categoryId": tools, "isPrimary": True, "confidence": 0.9}, assigned_by="rule"
    )
    assert not by_rule.is_primary and by_rule.assigned_by == "rule"
    assert get_transaction(elite, tx_id).category_id == fuel
    unlocked = create_transaction(
        elite, data={"date": "2026-06-01", "description": "Bunnings", "amount": -20}
    ).id
    ai = assign_category(elite, unlocked, data={"categoryId": tools, "confidence": 0.8}, assigned_by="ai")
    assert ai.is_primary and get_transaction(elite, unlocked).category_id == tools


def test_update_transaction_category_moves_the_primary(elite: AccountContext) -> None:
    fuel, tools, office = cat(elite, "Fuel"), cat(elite, "Tools & Equipment"), cat(elite, "Office Supplies")
    tx_id = tx(elite)
    assign_category(elite, tx_id, data={"categoryId": fuel})
    assign_category(elite, tx_id, data={"categoryId": tools})
    update_transaction(elite, tx_id, data={"categoryId": tools})
    assert [(r.category_id, r.is_primary) for r in list_assignments(elite, tx_id)] == [
        (tools, True),
        (fuel, False),
    ]
    update_transaction(elite, tx_id, data={"categoryId": office})
    primary = [r for r in list_assignments(elite, tx_id) if r.is_primary]
    assert [r.category_id for r in primary] == [office]


def test_set_must_hold_the_category(elite: AccountContext) -> None:
    fuel, tools = cat(elite, "Fuel"), cat(elite, "Tools & Equipment")
    work = create_category_set(elite, data={"name": "Work", "categoryIds": [fuel]})
    tx_id = tx(elite)
    with pytest.raises(ValidationError) as info:
        assign_category(elite, tx_id, data={"categoryId": tools, "categorySetId": work.id})
    assert info.value.fields[0].field == "categoryId"
    made = assign_category(elite, tx_id, data={"categoryId": fuel, "categorySetId": work.id})
    assert made.category_set_id == work.id


@pytest.mark.parametrize(
    ("body", "field"),
    [
        ({"categoryId": "nope"}, "categoryId"),
        ({"confidence": 1.5}, "confidence"),
        ({"categorySetId": "nope"}, "categorySetId"),
        ({"colour": "red"}, "colour"),
    ],
)
def test_bad_input_names_the_field(elite: AccountContext, body: dict[str, object], field: str) -> None:
    tx_id = tx(elite)
    with pytest.raises(ValidationError) as info:
        assign_category(elite, tx_id, data={"categoryId": cat(elite, "Fuel"), **body})
    assert field in [p.field for p in info.value.fields]
    assert list_assignments(elite, tx_id) == []


def test_session_variant_joins_the_callers_transaction(elite: AccountContext) -> None:
    tx_id = tx(elite)
    with pytest.raises(RuntimeError), elite.db.session() as session:
        assign_category_in_session(
            session, elite, tx_id, data={"categoryId": cat(elite, "Fuel")}, assigned_by="rule"
        )
        raise RuntimeError("the caller fails later")
    assert list_assignments(elite, tx_id) == [] and get_transaction(elite, tx_id).category_id is None
    with elite.db.session() as session:
        made, _change = assign_category_in_session(
            session, elite, tx_id, data={"categoryId": cat(elite, "Fuel")}, assigned_by="rule"
        )
    assert made.assigned_by == "rule" and get_transaction(elite, tx_id).category_id == made.category_id


def test_session_variant_is_tier_gated(ctx: AccountContext) -> None:
    with pytest.raises(TierRequiredError), ctx.db.session() as session:
        assign_category_in_session(session, ctx, "x", data={"categoryId": "y"})


def test_deletes_leave_nothing_dangling(elite: AccountContext) -> None:
    fuel, tools, office = cat(elite, "Fuel"), cat(elite, "Tools & Equipment"), cat(elite, "Office Supplies")
    tx_id = tx(elite)
    assign_category(elite, tx_id, data={"categoryId": fuel})
    assign_category(elite, tx_id, data={"categoryId": tools})
    delete_category(elite, fuel, reassign_to=tools)  # merges into the existing tools row, keeps primary
    rows = list_assignments(elite, tx_id)
    assert [(r.category_id, r.is_primary) for r in rows] == [(tools, True)]
    assert get_transaction(elite, tx_id).category_id == tools
    assign_category(elite, tx_id, data={"categoryId": office})
    delete_category(elite, office, uncategorise=True)
    assert [r.category_id for r in list_assignments(elite, tx_id)] == [tools]
    delete_transaction(elite, tx_id)
    with pytest.raises(NotFoundError):
        list_assignments(elite, tx_id)


def test_tenant_isolation(make_ctx: Callable[..., AccountContext]) -> None:
    mine, theirs = make_ctx(tier="elite"), make_ctx(tier="elite")
    their_tx = tx(theirs)
    their_fuel = cat(theirs, "Fuel")
    assign_category(theirs, their_tx, data={"categoryId": their_fuel})
    with pytest.raises(NotFoundError):
        assign_category(mine, their_tx, data={"categoryId": cat(mine, "Fuel")})
    with pytest.raises(NotFoundError):
        list_assignments(mine, their_tx)
    with pytest.raises(NotFoundError):
        remove_assignment(mine, their_tx, their_fuel)
    my_tx = tx(mine)
    with pytest.raises(ValidationError):
        assign_category(mine, my_tx, data={"categoryId": their_fuel})
    their_set = create_category_set(theirs, data={"name": "Theirs", "categoryIds": [their_fuel]})
    with pytest.raises(ValidationError):
        assign_category(mine, my_tx, data={"categoryId": cat(mine, "Fuel"), "categorySetId": their_set.id})
    assert [r.category_id for r in list_assignments(theirs, their_tx)] == [their_fuel]
    assert get_transaction(theirs, their_tx).category_id == their_fuel
    assert list_assignments(mine, my_tx) == []
