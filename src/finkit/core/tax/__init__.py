"""Tax: GST/VAT/sales-tax rates and calculation, tax-deduction analysis, tax and BAS reports.

Data flows one way: ``rates`` loads the shipped rates file; ``calculate`` applies a rate to an amount;
``deductions`` analyses transactions against a knowledge base of ATO rules; ``reports`` summarises a
financial year or a BAS period from stored transactions. See docs/tax.md.
"""
