"""Analytics: spending and income breakdowns, cash flow, trends, top merchants, largest transactions,
recurring vs one-off spending and savings rate. Every figure carries the selector that lists the
transactions behind it. See ``docs/analytics.md``."""
