// Which of $keys are stored entities: the names a question writes that the store holds (a
// ticker, a drug's brand), looked up in one read instead of one per word.
UNWIND $keys AS key
MATCH (e:Entity {key: key})
RETURN e.key AS key
