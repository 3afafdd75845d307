"""Stage 1: the arms that find anchors (identifier, lexical, dense) and their fusion."""
