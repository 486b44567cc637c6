"""The CLI's shared state: which database and which user a command acts for, and error rendering."""

from __future__ import annotations

import json
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from functools import cached_property, wraps
from typing import Any, ParamSpec, TypeVar

import typer
from rich.console import Console

from finkit.core.context import AccountContext, RequestInfo
from finkit.core.db.engine import Database
from finkit.core.db.failures import translate
from finkit.core.errors import FinkitError
from finkit.core.settings import Settings, load_settings
from finkit.error_mapping import mapping_for
from finkit.session import Finkit

console = Console()
err_console = Console(stderr=True)

P = ParamSpec("P")
R = TypeVar("R")


@dataclass
class CliState:
    """Which database and which user a command acts for (``--database-url``, ``--user``), over the one
    ``Finkit`` object the library and the server use too, built on first use."""

    database_url: str | None = None
    user_email: str | None = None

    @cached_property
    def finkit(self) -> Finkit:
        return Finkit(load_settings(database_url=self.database_url))

    @property
    def settings(self) -> Settings:
        return self.finkit.settings

    @property
    def db(self) -> Database:
        return self.finkit.db

    def context(self) -> AccountContext:
        """The acting account: ``--user EMAIL``, else the local single-person user (created on first use)."""
        return self.finkit.context(self.user_email, request=RequestInfo(actor="cli"))

    def start(self, database_url: str | None, user_email: str | None) -> None:
        """Act for a new invocation: close what the last one opened, then remember its options.

        Why close: Typer's test runner (and any program calling ``app()`` twice) reuses the process, and a
        dropped ``Finkit`` kept its pooled PostgreSQL connections open until garbage collection; a test
        suite of CLI calls ran the server out of connections."""
        self.close()
        self.database_url = database_url
        self.user_email = user_email

    def close(self) -> None:
        """Release the database's connections (after each command; a later use opens anew)."""
        opened = self.__dict__.pop("finkit", None)
        if opened is not None:
            opened.close()


state = CliState()


def get_state() -> CliState:
    return state


def handle_errors(func: Callable[P, R]) -> Callable[P, R]:
    """Turn a FinkitError into one red line on stderr and the mapped exit code."""

    @wraps(func)
    def wrapper(*args: P.args, **kwargs: P.kwargs) -> R:
        try:
            return func(*args, **kwargs)
        except FinkitError as exc:
            err_console.print(f"[red]Error:[/red] {exc.message}", highlight=False, soft_wrap=True)
            raise typer.Exit(mapping_for(exc).exit_code) from None
        except Exception as exc:  # a full disk or busy database outside a core session: one line
            failure = translate(exc)
            if failure is None:
                raise
            err_console.print(f"[red]Error:[/red] {failure.message}", highlight=False, soft_wrap=True)
            raise typer.Exit(mapping_for(failure).exit_code) from None

    return wrapper


def print_json(data: Any) -> None:
    """JSON for scripts: plain stdout, no colour or wrapping."""
    sys.stdout.write(json.dumps(data, indent=2, default=str) + "\n")


@contextmanager
def progress_bar(description: str, total: int | None) -> Iterator[Callable[[int], None]]:
    """A rich progress bar on a terminal; silent when stdout is not a terminal (scripts, --json)."""
    if not console.is_terminal or total is None:
        yield lambda _n: None
        return
    from rich.progress import Progress

    with Progress(console=err_console, transient=True) as progress:
        task = progress.add_task(description, total=total)
        yield lambda n: progress.update(task, advance=n)
