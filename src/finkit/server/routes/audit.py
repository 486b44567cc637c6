"""The account holder's own activity log (never anyone else's)."""

from __future__ import annotations

from finkit.core.audit.service import AuditEntry, list_activity
from finkit.core.schemas import DEFAULT_PAGE_SIZE, InputSchema, PageNumber, PageSize, Pagination
from finkit.server.envelopes import Envelope
from finkit.server.routing import Call, RouteGroup

routes = RouteGroup(tag="audit")


class PageQuery(InputSchema):
    page: PageNumber = 1
    limit: PageSize = DEFAULT_PAGE_SIZE


class ActivityList(Envelope):
    activity: list[AuditEntry]
    pagination: Pagination


@routes.get("/api/audit", query=PageQuery, response=ActivityList, summary="Your activity log, newest first")
def list_(call: Call) -> ActivityList:
    """Sign-ins (success and failure), key changes and every create, update and delete on your account."""
    entries, page = list_activity(call.ctx, page=call.query.page, limit=call.query.limit)
    return ActivityList(activity=entries, pagination=page)
