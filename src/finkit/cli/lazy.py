"""Commands that load when chosen: the root ``finkit`` group imports a command's module only when that
command runs (or its own ``--help`` is asked for).

Why: importing every area's CLI module pulls in SQLAlchemy, pydantic models, every service, and more;
that cost ~2 s before ``finkit --help`` printed a line. The root's ``--help`` is written from the help
text kept beside each entry in the table (``finkit.cli.main.COMMANDS``), so listing every command
imports none of them. ``tests/cli/test_lazy_commands.py`` checks each entry's help against the
command it loads, so the two cannot drift apart.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass, field
from difflib import get_close_matches
from typing import Any

import typer
import typer.main
from typer.core import TyperGroup

# click's UsageError, whether typer vendors click (0.2x) or depends on it: the base of BadParameter.
_UsageError: type[Exception] = next(c for c in typer.BadParameter.__mro__ if c.__name__ == "UsageError")


@dataclass(frozen=True)
class LazyCommand:
    """One command of a lazy group: where it lives and its one-line help.

    ``target`` is ``"module:attribute"``, the attribute a ``typer.Typer`` (a command group) or a
    function (a single command). A group whose commands live in other modules is a ``LazyGroup`` too
    (``finkit report``'s reports live with their areas; ``finkit tx assign`` with the category sets).
    """

    target: str
    help: str
    #: click context settings of a single command (``{"ignore_unknown_options": True}`` lets
    #: ``finkit tx add -45.50 ...`` take a negative amount), as ``Typer.command`` takes them.
    context_settings: dict[str, Any] | None = field(default=None, compare=False)

    def load(self, name: str, *, markup_mode: Any) -> Any:
        """The click command for ``name``, built the way ``Typer.add_typer``/``Typer.command`` would."""
        module_name, _, attribute = self.target.partition(":")
        obj = getattr(importlib.import_module(module_name), attribute)
        holder = typer.Typer(rich_markup_mode=markup_mode)
        if isinstance(obj, typer.Typer):
            holder.add_typer(obj, name=name)
        else:
            holder.command(name, context_settings=self.context_settings)(obj)
        return typer.main.get_group(holder).commands[name]


class LazyGroup(TyperGroup):
    """A Typer group whose ``lazy_commands`` are imported on first use."""

    lazy_commands: dict[str, LazyCommand] = {}

    def list_commands(self, ctx: Any) -> list[str]:
        return [*super().list_commands(ctx), *(n for n in self.lazy_commands if n not in self.commands)]

    def get_command(self, ctx: Any, cmd_name: str) -> Any:
        command = super().get_command(ctx, cmd_name)
        if command is None and cmd_name in self.lazy_commands:
            command = self.lazy_commands[cmd_name].load(cmd_name, markup_mode=self.rich_markup_mode)
            self.commands[cmd_name] = command
        return command

    def format_commands(self, ctx: Any, formatter: Any) -> None:
        """The command list from the table's help texts, importing none of the commands."""
        rows: list[tuple[str, str]] = []
        for name in self.list_commands(ctx):
            entry = self.lazy_commands.get(name)
            if entry is not None and name not in self.commands:
                rows.append((name, entry.help))
                continue
            command = self.commands[name]
            if not command.hidden:
                limit = formatter.width - 6 - max(len(n) for n in self.list_commands(ctx))
                rows.append((name, command.get_short_help_str(limit)))
        if rows:
            with formatter.section("Commands"):
                formatter.write_dl(rows)

    def resolve_command(self, ctx: Any, args: list[str]) -> Any:
        try:
            return super().resolve_command(ctx, args)
        except _UsageError as exc:
            # Typer suggests only from loaded commands; suggest from the whole table.
            message: str = getattr(exc, "message", "")
            matches = get_close_matches(args[0], self.list_commands(ctx)) if args else []
            if matches and "Did you mean" not in message:
                exc.message = f"{message.rstrip('.')}. Did you mean {', '.join(map(repr, matches))}?"  # type: ignore[attr-defined]
            raise
