// A load that finished: its marker goes.
MATCH (m:LoadInProgress {id: $id})
DELETE m
