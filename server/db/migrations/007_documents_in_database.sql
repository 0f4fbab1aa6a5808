-- Uploaded files move from one server's disk into the database, so any server behind a balancer can
-- store and read them. Bytes are kept in 256 KiB chunks, written and read one at a time (never a whole
-- file in memory). A document is 'pending' while its chunks arrive and 'stored' once checked.
CREATE TABLE document_chunks (
  document_uuid uuid NOT NULL REFERENCES documents(uuid) ON DELETE CASCADE,
  seq integer NOT NULL,
  bytes bytea NOT NULL,
  PRIMARY KEY (document_uuid, seq)
);
ALTER TABLE documents ADD COLUMN status text NOT NULL DEFAULT 'stored' CHECK (status IN ('pending', 'stored'));
ALTER TABLE documents ALTER COLUMN stored_name DROP NOT NULL
