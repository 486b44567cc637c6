"""The account holder's own activity log (never anyone else's)."""

from __future__ import annotations

from pydantic import Field

from finkit.core.audit.service import AuditEntry, activity_page
from finkit.core.schemas import DEFAULT_PAGE_SIZE, InputSchema, PageNumber, PageSize, Pagination
from finkit.server.envelopes import Envelope
from finkit.server.routing import Call, RouteGroup

routes = RouteGroup(tag="audit")


class PageQuery(InputSchema):
    page: PageNumber = 1
    limit: PageSize = DEFAULT_PAGE_SIZE
    cursor: str | None = Field(
        default=None, description="Continue after a page: the nextCursor it returned (instead of page)."
    )


class ActivityList(Envelope):
    activity: list[AuditEntry]
    pagination: Pagination
    next_cursor: str | None = Field(
        default=None, description="Pass as cursor for the next page; null on the last page."
    )


@routes.get("/api/audit", query=PageQuery, response=ActivityList, summary="Your activity log, newest first")
def list_(call: Call) -> ActivityList:
    """Sign-ins (success and failure), key changes and every create, update and delete on your account."""
    q = call.query
    result = activity_page(call.ctx, page=q.page, limit=q.limit, cursor=q.cursor)
    return ActivityList(activity=result.entries, pagination=result.pagination, next_cursor=result.next_cursor)
