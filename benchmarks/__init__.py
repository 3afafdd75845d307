"""Speed and scale harness: corpus generators, runners, result tables (not timed unit tests)."""
