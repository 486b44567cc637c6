"""Categories (list, add, rename, delete saying what happens to its rows) and category sets (Smart
Categories: list, create, activate; accounts below the plan that unlocks them see which plan they need)."""

from __future__ import annotations

from starlette.responses import Response

from finkit.core.categories.defaults import TAX_CATEGORIES
from finkit.core.category_sets.service import activate_category_set, create_category_set, list_category_sets
from finkit.core.subscription.plans import FEATURE_MIN_TIER, plan_for
from finkit.core.usecases.categories import (
    count_category_rows,
    create_category,
    delete_category,
    get_category,
    list_categories,
    update_category,
)
from finkit.server.web.pages import Page, PageRoutes, redirect

routes = PageRoutes()
SMART_CATEGORIES = "smart_categories"


@routes.get("/categories")
def categories_page(page: Page) -> Response:
    return page.render("categories.html", categories=list_categories(page.ctx), tax_categories=TAX_CATEGORIES)


@routes.post("/categories")
def add_category(page: Page) -> Response:
    data: dict[str, object] = {"name": page.form.get("name", "")}
    if page.form.get("tax_category"):
        data["taxCategory"] = page.form["tax_category"]
    data["isTaxDeductible"] = page.form.get("is_tax_deductible") == "on"
    created = create_category(page.ctx, data=data)
    return redirect(f"/categories/{created.id}")


@routes.get("/categories/{id}")
def category_page(page: Page) -> Response:
    """Rename, or delete: the page says how many rows use it and offers to move them or leave them
    uncategorised (core refuses a delete that would leave rows pointing nowhere)."""
    category_id = page.param("id")
    category = get_category(page.ctx, category_id)
    return page.render(
        "category.html",
        category=category,
        rows=count_category_rows(page.ctx, category_id),
        others=[c for c in list_categories(page.ctx) if c.id != category_id],
    )


@routes.post("/categories/{id}/rename")
def rename_category(page: Page) -> Response:
    category = update_category(page.ctx, page.param("id"), data={"name": page.form.get("name", "")})
    return redirect(f"/categories/{category.id}")


@routes.post("/categories/{id}/delete")
def remove_category(page: Page) -> Response:
    target = page.form.get("reassign_to", "")
    delete_category(
        page.ctx,
        page.param("id"),
        reassign_to=target or None,
        uncategorise=not target,
    )
    return redirect("/categories")


@routes.get("/category-sets")
def category_sets_page(page: Page) -> Response:
    """Smart Categories: shown to plans that include them; others are told the plan that does."""
    needed = FEATURE_MIN_TIER[SMART_CATEGORIES]
    if SMART_CATEGORIES not in plan_for(page.ctx.tier).features:
        return page.render("category_sets.html", sets=None, needed=needed, categories=[])
    return page.render(
        "category_sets.html",
        sets=list_category_sets(page.ctx),
        needed=needed,
        categories=list_categories(page.ctx),
    )


@routes.post("/category-sets")
def add_category_set(page: Page) -> Response:
    chosen = [c for c in page.form.get("category_ids", "").split(",") if c]
    create_category_set(
        page.ctx,
        data={
            "name": page.form.get("name", ""),
            "categoryIds": chosen,
            "isActive": page.form.get("is_active") == "on",
        },
    )
    return redirect("/category-sets")


@routes.post("/category-sets/{id}/activate")
def activate_set(page: Page) -> Response:
    activate_category_set(page.ctx, page.param("id"))
    return redirect("/category-sets")
