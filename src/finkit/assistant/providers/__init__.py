"""Assistant providers behind one interface (``base.Provider``)."""
