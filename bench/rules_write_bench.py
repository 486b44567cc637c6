"""One transaction written into an account holding N create-triggered rules (issue 24), on SQLite.

Prints how long importing the rules took (one transaction) and the first and later single writes: every
write evaluates the account's rules inside SQLite's one write lock, so this is how long other accounts
wait. Target: with 1,000 rules (the cap) a write <= 0.5 s, and well under the 10 s busy timeout.

Run: PYTHONPATH=src python bench/rules_write_bench.py [--rules 1000]
"""

from __future__ import annotations

import argparse
import tempfile
import time

from finkit.core.accounts.lookup import context_for_email
from finkit.core.accounts.service import create_user
from finkit.core.db.engine import Database
from finkit.core.rules.tomlfile import import_rules
from finkit.core.settings import load_settings
from finkit.core.usecases.transactions import create_transaction


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--rules", type=int, default=1000)
    count = parser.parse_args().rules
    folder = tempfile.mkdtemp()
    db = Database(f"sqlite:///{folder}/bench.db")
    settings = load_settings(data_dir=folder, secret_key="bench-secret-key-0123456789abcdef0123456789")
    email = "bench@example.com"
    create_user(db, {"email": email, "password": "Sup3r-secret!", "firstName": "B", "lastName": "R"})
    ctx = context_for_email(db, settings, email)
    toml = "version = 1\n" + "".join(
        f'[[rules]]\nname = "r{i}"\ntriggers = ["create", "import"]\n'
        f'conditions = {{ all = [ {{ field = "description", operator = "contains", value = "shop{i} " }} ] }}\n'
        f'actions = [ {{ type = "addTag", tag = "t{i}" }} ]\n'
        for i in range(count)
    )
    started = time.perf_counter()
    import_rules(ctx, text=toml)
    print(f"import {count} rules: {time.perf_counter() - started:.2f} s (one transaction)")
    for n in range(3):
        started = time.perf_counter()
        create_transaction(ctx, data={"date": "2026-01-01", "description": f"shop5 item {n}", "amount": "-1"})
        print(f"write {n + 1} with {count} rules: {time.perf_counter() - started:.3f} s (target <= 0.5 s)")
    db.dispose()


if __name__ == "__main__":
    main()
