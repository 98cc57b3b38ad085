-- Door check-ins (issue 36, docs/decisions/026). Trimmed by hand from the output of db:new-migration: the schema
-- snapshot of the events migration predates the certificates migration (both were written at once on two
-- branches), so the diff repeated the certificates tables: only this table is new here.

-- CreateTable
CREATE TABLE "event_check_ins" (
    "id" SERIAL NOT NULL,
    "registration_id" INTEGER NOT NULL,
    "scanned_at" TIMESTAMPTZ(3) NOT NULL,
    "synced_at" TIMESTAMPTZ(3) NOT NULL,
    "staff" VARCHAR(254) NOT NULL,
    "device_id" VARCHAR(64) NOT NULL,
    "certificate_id" INTEGER,

    CONSTRAINT "event_check_ins_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "event_check_ins_registration_id_key" ON "event_check_ins"("registration_id");

-- CreateIndex
CREATE UNIQUE INDEX "event_check_ins_certificate_id_key" ON "event_check_ins"("certificate_id");

-- AddForeignKey
ALTER TABLE "event_check_ins" ADD CONSTRAINT "event_check_ins_registration_id_fkey" FOREIGN KEY ("registration_id") REFERENCES "event_registrations"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- The certificate sent for an admission (no Prisma relation: the certificates section stays with its owner).
ALTER TABLE "event_check_ins" ADD CONSTRAINT "event_check_ins_certificate_id_fkey" FOREIGN KEY ("certificate_id") REFERENCES "certificates"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
