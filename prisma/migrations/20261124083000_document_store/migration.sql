-- Which document store holds each file (lib/storage/document-store.ts). Every existing file is in the folder.
ALTER TABLE "documents" ADD COLUMN "store" VARCHAR(8) NOT NULL DEFAULT 'local';
ALTER TABLE "documents" ADD CONSTRAINT "documents_store_check" CHECK ("store" IN ('local', 's3'));
