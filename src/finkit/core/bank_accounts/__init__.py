"""Bank accounts: the accounts a person's money sits in (everyday, savings, card, loan, cash, offset).

On the wire and in code a "bank account", so it never clashes with the account holder (``accounts``).
"""
