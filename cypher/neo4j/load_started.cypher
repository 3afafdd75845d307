// A load about to write: its marker stays until the load finishes (load_finished), so a load
// killed half-way (documents written, edges not) is reported by the next command.
CREATE (:LoadInProgress {id: $id, started: $started, inputs: $inputs})
