"""Travel and vehicles: vehicles and odometer readings, logbook trips and periods, the Australian car
claim methods (cents per km, logbook) compared per financial year, and work trips away."""
