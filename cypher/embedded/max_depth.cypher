// Ladybug bounds variable-length patterns at 30 hops by default; supersession chains can be
// longer. Must be at least the upper bound written in closure.cypher.
CALL var_length_extend_max_depth=100000
