"""Account and activity-log tools."""

from __future__ import annotations

from pydantic import Field

from finkit.core.audit.service import ActivityPage, activity_page
from finkit.core.context import AccountContext
from finkit.core.schemas import Schema
from finkit.tools.registry import ToolInput, tool


class WhoAmI(Schema):
    user_id: str
    email: str
    account_id: str
    tier: str
    currency: str
    country: str


class NoInput(ToolInput):
    pass


class ActivityInput(ToolInput):
    page: int = Field(default=1, ge=1)
    limit: int = Field(default=50, ge=1, le=200)
    cursor: str | None = Field(
        default=None, description="Continue after a page: the nextCursor it returned (instead of page)."
    )


@tool(
    "account_whoami",
    title="Who am I",
    read_only=True,
    input_model=NoInput,
    output_model=WhoAmI,
    description="The signed-in account: email, tier (free, professional, elite, enterprise), base currency "
    "and country. Use it to know the currency and which features the tier unlocks.",
)
def whoami(ctx: AccountContext, args: NoInput) -> WhoAmI:
    return WhoAmI(
        user_id=ctx.user_id,
        email=ctx.email,
        account_id=ctx.account_id,
        tier=ctx.tier,
        currency=ctx.currency,
        country=ctx.country,
    )


@tool(
    "activity_list",
    title="Activity log",
    read_only=True,
    input_model=ActivityInput,
    output_model=ActivityPage,
    description="The account's own activity log, newest first: sign-ins, key changes, every create, update, "
    "delete and tool call, with time, actor and client address. Pass nextCursor back as cursor for the "
    "next page.",
)
def activity(ctx: AccountContext, args: ActivityInput) -> ActivityPage:
    return activity_page(ctx, page=args.page, limit=args.limit, cursor=args.cursor)
