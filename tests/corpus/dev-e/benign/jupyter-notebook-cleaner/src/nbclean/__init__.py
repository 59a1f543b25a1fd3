"""nbclean: strip outputs and noisy metadata from notebooks."""
