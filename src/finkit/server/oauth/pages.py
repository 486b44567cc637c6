"""A small Jinja2 environment for the OAuth pages, over the dashboard's templates (``server/web/templates``),
so the consent page extends the dashboard's ``base.html``."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from jinja2 import Environment, FileSystemLoader, select_autoescape

TEMPLATES = Path(__file__).resolve().parent.parent / "web" / "templates"
_environment = Environment(loader=FileSystemLoader(TEMPLATES), autoescape=select_autoescape(["html"]))


def render(template: str, **context: Any) -> str:
    return _environment.get_template(template).render(**context)
