// Writes only created or changed documents (the caller compared content hashes), so an
// unchanged re-ingest leaves ingested_at alone. recorded_at is set once, when first stored.
UNWIND $rows AS row
MERGE (d:Document {id: row.id})
ON CREATE SET d.recorded_at = coalesce(row.recorded_at, $now)
SET d.text = row.props.text, d.title = row.props.title, d.domain = row.props.domain,
  d.doc_type = row.props.doc_type, d.published_at = row.props.published_at,
  d.effective_from = row.props.effective_from, d.effective_to = row.props.effective_to,
  d.source = row.props.source, d.url = row.props.url, d.access = row.props.access,
  d.in_force_from = row.props.in_force_from, d.metadata_json = row.props.metadata_json,
  d.content_hash = row.props.content_hash, d.access_text = row.props.access_text,
  d.ids_text = row.props.ids_text, d.ingested_at = $now
