"""The tax review list: deduction verdicts ``tax analyse --save`` was not confident enough to write (or
that fall in a private category) wait here until the user accepts or dismisses each one."""
