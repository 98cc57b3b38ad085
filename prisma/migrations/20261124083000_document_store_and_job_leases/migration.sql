-- Which document store holds each file (lib/documents/document-store.ts). Every existing file is in the folder.
ALTER TABLE "documents" ADD COLUMN "store" VARCHAR(8) NOT NULL DEFAULT 'local';
ALTER TABLE "documents" ADD CONSTRAINT "documents_store_check" CHECK ("store" IN ('local', 's3'));

-- A scheduled job's lease (lib/retention/lease.ts): whoever takes it runs the job, and nobody else does until it
-- expires, so several instances run the retention job once per interval between them, not once each.
CREATE TABLE "job_leases" (
    "name" VARCHAR(64) NOT NULL,
    "holder" VARCHAR(128) NOT NULL,
    "taken_at" TIMESTAMPTZ(3) NOT NULL,
    "lease_until" TIMESTAMPTZ(3) NOT NULL,
    CONSTRAINT "job_leases_pkey" PRIMARY KEY ("name")
);
