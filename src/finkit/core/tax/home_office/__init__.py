"""The working-from-home fixed rate per financial year: hours stored per account and year, the ATO's
rate by year (``data/home_office_rates.csv``), the claim, and which running costs it covers."""
