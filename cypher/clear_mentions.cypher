// A changed document's scope is recomputed: drop its old MENTIONS before writing the new ones.
UNWIND $ids AS id
MATCH (:Document {id: id})-[m:MENTIONS]->()
DELETE m
