-- CreateEnum
CREATE TYPE "CertificateKind" AS ENUM ('internship_completion', 'event_attendance');

-- CreateTable
CREATE TABLE "number_series" (
    "series" VARCHAR(32) NOT NULL,
    "next" INTEGER NOT NULL DEFAULT 1,

    CONSTRAINT "number_series_pkey" PRIMARY KEY ("series")
);

-- CreateTable
CREATE TABLE "certificates" (
    "id" SERIAL NOT NULL,
    "number" VARCHAR(32) NOT NULL,
    "kind" "CertificateKind" NOT NULL,
    "subject_id" INTEGER NOT NULL,
    "holder_name" TEXT,
    "language" VARCHAR(2) NOT NULL,
    "details" JSONB NOT NULL,
    "issued_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "revoked_at" TIMESTAMPTZ(3),
    "revoke_reason" TEXT,
    "revoked_by" TEXT,
    "replaced_by_id" INTEGER,
    "erased_at" TIMESTAMPTZ(3),

    CONSTRAINT "certificates_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "certificates_number_key" ON "certificates"("number");

-- CreateIndex
CREATE UNIQUE INDEX "certificates_replaced_by_id_key" ON "certificates"("replaced_by_id");

-- CreateIndex
CREATE INDEX "certificates_kind_subject_id_idx" ON "certificates"("kind", "subject_id");

-- AddForeignKey
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_replaced_by_id_fkey" FOREIGN KEY ("replaced_by_id") REFERENCES "certificates"("id") ON DELETE SET NULL ON UPDATE CASCADE;


-- One current (not replaced) certificate per subject. Deferred to commit, so a reissue inserts the corrected
-- certificate before it points the old one at it. An exclusion constraint, because a unique index cannot be deferred.
-- (No semicolons inside statements or comments here: the migration runner splits the script at each one.)
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_one_current"
  EXCLUDE USING btree ("kind" WITH =, "subject_id" WITH =) WHERE ("replaced_by_id" IS NULL)
  DEFERRABLE INITIALLY DEFERRED;

-- Certificates are evidence: a revoked, replaced or erased one is marked, never deleted. The app's role owns
-- the table, so it gives up its own right to delete rows from it.
REVOKE DELETE, TRUNCATE ON "certificates" FROM CURRENT_USER;
