// A load that finished: its marker goes, and those of earlier loads of the same inputs (the
// re-run of an interrupted load restores what it had yet to write).
MATCH (m:LoadInProgress)
WHERE m.id = $id OR m.inputs = $inputs
DELETE m
