"""The ``hcldec`` command against the reference's recorded answers (tests/data/hcldec)."""
