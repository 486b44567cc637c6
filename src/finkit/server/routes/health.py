"""``/healthz`` (the process is up) and ``/readyz`` (database reachable, migrations at head)."""

from __future__ import annotations

from sqlalchemy import text
from sqlalchemy.exc import SQLAlchemyError

from finkit.core.db.diskfull import storage_problem
from finkit.core.db.migrate import is_at_head
from finkit.core.errors import UnavailableError
from finkit.server.envelopes import Envelope
from finkit.server.routing import Call, RouteGroup

routes = RouteGroup(tag="health")


class Health(Envelope):
    status: str


@routes.get("/healthz", response=Health, auth="none", summary="The process is up")
def healthz(call: Call) -> Health:
    """Answers as long as the process serves requests; touches nothing else."""
    return Health(status="ok")


@routes.get(
    "/readyz",
    response=Health,
    auth="none",
    errors=(503,),
    summary="Ready: database reachable, schema at head",
)
def readyz(call: Call) -> Health:
    """503 ``UNAVAILABLE`` when the database cannot be reached, migrations are pending, or storage is
    full (a write failed for lack of space in the last 30 s, or a small write probe in the data directory
    or beside the SQLite database fails)."""
    engine = call.state.db.engine
    try:
        with engine.connect() as conn:
            conn.execute(text("SELECT 1"))
        at_head = is_at_head(engine)
    except SQLAlchemyError:
        raise UnavailableError("Database unreachable") from None
    if not at_head:
        raise UnavailableError("Database migrations are not at head: run finkit init")
    settings = call.state.settings
    full = storage_problem(settings.data_dir, call.state.db.url)
    if full is not None:
        raise UnavailableError(f"Storage full: {full}")
    return Health(status="ready")
