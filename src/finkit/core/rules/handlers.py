"""Rule actions that belong to other areas register here: ``addCategoryAssignment`` (category sets)
and ``linkBill`` (bills). The rules area defines the interface and calls it; it never imports those
areas, so the import graph stays acyclic.

A handler implements:

- ``validate(session, ctx, action, path) -> (normalised_action, problems)``: check references (a
  category set, a bill) belong to the account; name problems by ``path`` (``actions[0].bill``);
- ``apply(session, ctx, action, transaction_ids, run_id)``: apply to existing transactions, inside the
  run's transaction; must be idempotent (running a rule twice must not add a second link); returns
  what it changed in the transactions (a ``ChangeSet``, settled after the run) or None;
- ``undo(session, ctx, action, transaction_ids, run_id)``: remove what ``apply`` did for ``run_id``.

Without a registered handler, a rule using the action is refused with a validation error on the
action's ``type``.
"""

from __future__ import annotations

from typing import Any, Protocol

from sqlalchemy.orm import Session

from finkit.core import extensions
from finkit.core.changes import ChangeSet
from finkit.core.context import AccountContext
from finkit.core.errors import FieldProblem, ValidationError

#: Action types whose work is done by another area.
HOOK_ACTIONS = ("addCategoryAssignment", "linkBill")


class ActionHandler(Protocol):
    def validate(
        self, session: Session, ctx: AccountContext, action: dict[str, Any], path: str
    ) -> tuple[dict[str, Any], list[FieldProblem]]: ...

    def apply(
        self,
        session: Session,
        ctx: AccountContext,
        action: dict[str, Any],
        transaction_ids: list[str],
        run_id: str,
    ) -> ChangeSet | None: ...

    def undo(
        self,
        session: Session,
        ctx: AccountContext,
        action: dict[str, Any],
        transaction_ids: list[str],
        run_id: str,
    ) -> None: ...


_HANDLERS: dict[str, ActionHandler] = {}


def register_action_handler(action_type: str, handler: ActionHandler) -> None:
    """Register the handler for ``addCategoryAssignment`` or ``linkBill`` (call at import time)."""
    if action_type not in HOOK_ACTIONS:
        raise ValueError(f"{action_type!r} is not a hook action; expected one of {HOOK_ACTIONS}")
    _HANDLERS[action_type] = handler


def unregister_action_handler(action_type: str) -> None:
    _HANDLERS.pop(action_type, None)


def handler_for(action_type: str) -> ActionHandler | None:
    extensions.load("rules")
    return _HANDLERS.get(action_type)


def require_handler(action_type: str) -> ActionHandler:
    """The handler both rule engines apply (per-rule SQL and the single pass): refused, naming the
    action's type, when none is registered."""
    handler = handler_for(action_type)
    if handler is None:
        raise ValidationError.for_field("actions.type", f"{action_type} is not available: no handler")
    return handler


def apply_hook(
    session: Session,
    ctx: AccountContext,
    action: dict[str, Any],
    transaction_ids: list[str],
    run_id: str,
    hooked: list[ChangeSet],
) -> None:
    """Apply a hook action (both rule engines call this); its change, if any, goes into ``hooked``."""
    change = require_handler(action["type"]).apply(session, ctx, action, transaction_ids, run_id)
    if change is not None:
        hooked.append(change)
