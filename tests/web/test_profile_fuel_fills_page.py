"""The Profile page states each vehicle's usual fuel fill (round 19): what the CLI (`profile fuel-fills`),
REST (`vehicleFillRanges`) and MCP take, a person who never opens a terminal states on the page, and the
review then files a fill in exactly one range at that vehicle's share. A range whose largest fill is below
its smallest is refused beside the boxes, what was typed kept, nothing saved."""

from __future__ import annotations

from decimal import Decimal

from finkit.core.accounts.service import context_for_email
from finkit.core.db.engine import Database
from finkit.core.settings import Settings
from finkit.core.usecases.profile import get_profile
from tests.web.conftest import SignIn


async def test_a_person_states_a_vehicles_usual_fill_on_the_profile_page(
    register: SignIn, database: Database, settings: Settings
) -> None:
    browser = await register()
    ctx = context_for_email(database, settings, browser.email)
    page = (await browser.page("/tax/profile")).text
    assert "Your vehicles' usual fuel fills" in page and "None stated yet." in page

    refused = await browser.form(
        "/tax/profile/fuel-fills",
        {"vehicle": "Van", "fill_from": "168", "fill_to": "104", "business_use": "95"},
    )
    assert refused.status_code == 400
    assert 'id="vehicle_fill_ranges-error"' in refused.text
    assert (
        'name="fill_from" inputmode="decimal" maxlength="12" value="168" aria-invalid="true"' in refused.text
    )
    assert get_profile(ctx).vehicle_fill_ranges == []

    for vehicle, low, high, share in (("Van", "104", "168", "95"), ("Mazda", "52", "92", "0")):
        saved = await browser.form(
            "/tax/profile/fuel-fills",
            {"vehicle": vehicle, "fill_from": low, "fill_to": high, "business_use": share},
        )
        assert saved.status_code == 303
    stated = {
        f.vehicle: (f.fill_from, f.fill_to, f.business_use_percentage)
        for f in get_profile(ctx).vehicle_fill_ranges
    }
    assert stated == {
        "Van": (Decimal("104"), Decimal("168"), Decimal("95")),
        "Mazda": (Decimal("52"), Decimal("92"), Decimal("0")),
    }
    page = (await browser.page("/tax/profile")).text
    assert "$104.00 to $168.00" in page and 'aria-label="Remove the fuel fill of Mazda"' in page

    removed = await browser.form("/tax/profile/fuel-fills/remove", {"vehicle": "Mazda"})
    assert removed.status_code == 303
    assert [f.vehicle for f in get_profile(ctx).vehicle_fill_ranges] == ["Van"]
    again = await browser.form("/tax/profile/fuel-fills/remove", {"vehicle": "Mazda"})
    assert again.status_code == 303  # a second click: the page shows what is stated


async def test_a_person_states_the_servos_only_one_vehicle_is_filled_at(
    register: SignIn, database: Database, settings: Settings
) -> None:
    """Round 27: a vehicle's usual servos instead of (or beside) its amounts."""
    browser = await register()
    ctx = context_for_email(database, settings, browser.email)
    refused = await browser.form("/tax/profile/fuel-fills", {"vehicle": "Family car", "business_use": "0"})
    assert refused.status_code == 400 and "its servos, or both" in refused.text
    saved = await browser.form(
        "/tax/profile/fuel-fills",
        {"vehicle": "Family car", "servos": "Costco Fuel, EG Fuelco", "business_use": "0"},
    )
    assert saved.status_code == 303
    [fill] = get_profile(ctx).vehicle_fill_ranges
    assert (fill.vehicle, fill.fill_from, fill.servos) == ("Family car", None, ["Costco Fuel", "EG Fuelco"])
    page = (await browser.page("/tax/profile")).text
    assert "Costco Fuel, EG Fuelco" in page


async def test_the_fuel_fills_table_spans_its_servos_column_and_states_each_servo_once(
    register: SignIn, database: Database, settings: Settings
) -> None:
    """Round 27: with nothing stated the table's one row spans all five columns (the servos column added);
    a servo typed twice in the servos field, in two cases, is stated once (on main, twice)."""
    browser = await register()
    ctx = context_for_email(database, settings, browser.email)
    assert '<td colspan="5">None stated yet.</td>' in (await browser.page("/tax/profile")).text
    saved = await browser.form(
        "/tax/profile/fuel-fills",
        {"vehicle": "Family car", "servos": "Costco Fuel, COSTCO FUEL, EG Fuelco", "business_use": "0"},
    )
    assert saved.status_code == 303
    [fill] = get_profile(ctx).vehicle_fill_ranges
    assert fill.servos == ["Costco Fuel", "EG Fuelco"]
