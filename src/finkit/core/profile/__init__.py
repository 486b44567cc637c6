"""The account's tax profile: who files (entity type, occupation, ABN), GST registration, BAS period,
financial-year start, vehicle method and business-use defaults.

``load_profile`` is what other areas read (the write pipeline's tax derivation, reports, BAS, the
deduction analysis); an account that never saved a profile gets ``default_profile``. See docs/tax.md.
"""
