"""Domain packs: declarative supersession rules, scope keys and verdict labels per domain."""
