-- AlterTable
ALTER TABLE "documents" ADD COLUMN     "key_id" VARCHAR(16);

-- CreateIndex
CREATE INDEX "documents_key_id_idx" ON "documents"("key_id");

