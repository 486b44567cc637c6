"""``python -m finkit`` is the ``finkit`` command."""

from finkit.cli.main import main

main()
