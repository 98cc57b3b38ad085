-- One applicant model (docs/decisions/005-one-applicant-model.md): interns and members move into one
-- "applicants" table with a kind. Nothing is lost and no id is ever reused:
--  * interns keep their ids, so printed intern cards ('i' codes) and intern audit rows stay valid;
--  * members get new ids above every id either table ever handed out, and keep their old id in
--    legacy_member_id, which old 'm' card codes resolve through;
--  * documents, staff_actions and card_checks of members are re-pointed to the new ids;
--  * files are not touched: a document's storage key (and its encryption) does not depend on its owner.

-- CreateEnum
CREATE TYPE "ApplicantKind" AS ENUM ('intern', 'member');

-- CreateTable
CREATE TABLE "applicants" (
    "id" SERIAL NOT NULL,
    "kind" "ApplicantKind" NOT NULL,
    "application_id" TEXT,
    "name" TEXT NOT NULL,
    "dob" DATE NOT NULL,
    "gender" "Gender" NOT NULL,
    "mobile_no" TEXT NOT NULL,
    "whatsapp_no" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "full_address" TEXT NOT NULL,
    "district_id" INTEGER NOT NULL,
    "police_station_id" INTEGER NOT NULL,
    "pin_code" TEXT NOT NULL,
    "institution_id" INTEGER NOT NULL,
    "category_id" INTEGER NOT NULL,
    "stream_id" INTEGER NOT NULL,
    "course_id" INTEGER,
    "semester" INTEGER,
    "area_of_interest" TEXT[],
    "password_hash" TEXT NOT NULL,
    "referral_code" TEXT,
    "referral_code_used" TEXT,
    "referrer_id" INTEGER,
    "legacy_member_id" INTEGER,
    "is_verified" "VerificationStatus" NOT NULL DEFAULT 'pending',
    "reviewed_at" TIMESTAMP(3),
    "reviewed_by" TEXT,
    "rejection_reason" TEXT,
    "card_revoked_at" TIMESTAMP(3),
    "guardian_name" TEXT,
    "guardian_relationship" TEXT,
    "guardian_mobile" TEXT,
    "guardian_consent_at" TIMESTAMP(3),
    "terms_version" TEXT NOT NULL,
    "terms_accepted_at" TIMESTAMP(3) NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "applicants_pkey" PRIMARY KEY ("id"),
    -- an intern has their own code, a member the code they registered with
    CONSTRAINT "applicants_referral_by_kind" CHECK (
      ("kind" = 'intern' AND "referral_code" IS NOT NULL AND "referral_code_used" IS NULL) OR
      ("kind" = 'member' AND "referral_code" IS NULL AND "referral_code_used" IS NOT NULL))
);

-- Interns, with their ids.
INSERT INTO "applicants" ("id", "kind", "application_id", "name", "dob", "gender", "mobile_no", "whatsapp_no", "email",
  "full_address", "district_id", "police_station_id", "pin_code", "institution_id", "category_id", "stream_id", "course_id",
  "semester", "area_of_interest", "password_hash", "referral_code", "is_verified", "reviewed_at", "reviewed_by",
  "rejection_reason", "card_revoked_at", "guardian_name", "guardian_relationship", "guardian_mobile", "guardian_consent_at",
  "terms_version", "terms_accepted_at", "created_at", "updated_at")
SELECT "id", 'intern', "application_id", "name", "dob", "gender", "mobile_no", "whatsapp_no", "email",
  "intern_full_address", "intern_district", "intern_police_station", "intern_pin_code", "institution_id", "category_id", "stream_id", "course_id",
  "semester", "area_of_interest", "password_hash", "referral_code", "is_verified", "reviewed_at", "reviewed_by",
  "rejection_reason", "card_revoked_at", "guardian_name", "guardian_relationship", "guardian_mobile", "guardian_consent_at",
  "terms_version", "terms_accepted_at", "created_at", "updated_at"
FROM "interns" ORDER BY "id";

-- Members are numbered after every id either old table handed out (including erased rows, whose
-- audit entries keep their old ids), so no new id can be mistaken for an old one.
SELECT setval(pg_get_serial_sequence('"applicants"', 'id'), GREATEST(
  (SELECT last_value FROM "interns_id_seq"), (SELECT last_value FROM "members_id_seq"),
  (SELECT COALESCE(MAX("id"), 0) FROM "interns"), (SELECT COALESCE(MAX("id"), 0) FROM "members"), 1));

INSERT INTO "applicants" ("kind", "legacy_member_id", "application_id", "name", "dob", "gender", "mobile_no", "whatsapp_no", "email",
  "full_address", "district_id", "police_station_id", "pin_code", "institution_id", "category_id", "stream_id", "course_id",
  "semester", "area_of_interest", "password_hash", "referral_code_used", "referrer_id", "is_verified", "reviewed_at", "reviewed_by",
  "rejection_reason", "card_revoked_at", "guardian_name", "guardian_relationship", "guardian_mobile", "guardian_consent_at",
  "terms_version", "terms_accepted_at", "created_at", "updated_at")
SELECT 'member', "id", "application_id", "name", "dob", "gender", "mobile_no", "whatsapp_no", "email",
  "member_full_address", "member_district", "member_police_station", "member_pin_code", "institution_id", "category_id", "stream_id", "course_id",
  "semester", "area_of_interest", "password_hash", "refferal_code", "referrer_intern_id", "is_verified", "reviewed_at", "reviewed_by",
  "rejection_reason", "card_revoked_at", "guardian_name", "guardian_relationship", "guardian_mobile", "guardian_consent_at",
  "terms_version", "terms_accepted_at", "created_at", "updated_at"
FROM "members" ORDER BY "id";

-- Documents: one owner column for people.
ALTER TABLE "documents" ADD COLUMN "applicant_id" INTEGER;
UPDATE "documents" SET "applicant_id" = "intern_id" WHERE "intern_id" IS NOT NULL;
UPDATE "documents" d SET "applicant_id" = a."id" FROM "applicants" a WHERE d."member_id" IS NOT NULL AND a."legacy_member_id" = d."member_id";

-- The audit trail and card checks of members follow them to their new ids.
UPDATE "staff_actions" s SET "entity_id" = a."id" FROM "applicants" a
  WHERE s."entity_type" = 'member' AND a."legacy_member_id" = s."entity_id";
UPDATE "card_checks" c SET "entity_id" = a."id" FROM "applicants" a
  WHERE c."kind" = 'member' AND a."legacy_member_id" = c."entity_id";

-- DropForeignKey
ALTER TABLE "documents" DROP CONSTRAINT "documents_intern_id_fkey";
ALTER TABLE "documents" DROP CONSTRAINT "documents_member_id_fkey";

-- DropIndex
DROP INDEX "documents_intern_id_kind_key";
DROP INDEX "documents_member_id_kind_key";

ALTER TABLE "documents" DROP COLUMN "intern_id", DROP COLUMN "member_id";
-- Every document belongs to exactly one applicant or institution.
ALTER TABLE "documents" ADD CONSTRAINT "documents_one_owner" CHECK (num_nonnulls("applicant_id", "institution_id") = 1);

DROP TABLE "members";
DROP TABLE "interns";

-- CreateIndex
CREATE UNIQUE INDEX "applicants_application_id_key" ON "applicants"("application_id");

-- CreateIndex
CREATE UNIQUE INDEX "applicants_referral_code_key" ON "applicants"("referral_code");

-- CreateIndex
CREATE UNIQUE INDEX "applicants_legacy_member_id_key" ON "applicants"("legacy_member_id");

-- CreateIndex
CREATE INDEX "applicants_kind_is_verified_idx" ON "applicants"("kind", "is_verified");

-- CreateIndex
CREATE INDEX "applicants_referrer_id_idx" ON "applicants"("referrer_id");

-- CreateIndex
CREATE UNIQUE INDEX "applicants_kind_mobile_no_key" ON "applicants"("kind", "mobile_no");

-- CreateIndex
CREATE UNIQUE INDEX "documents_applicant_id_kind_key" ON "documents"("applicant_id", "kind");

-- AddForeignKey
ALTER TABLE "applicants" ADD CONSTRAINT "applicants_district_id_fkey" FOREIGN KEY ("district_id") REFERENCES "districts"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "applicants" ADD CONSTRAINT "applicants_police_station_id_fkey" FOREIGN KEY ("police_station_id") REFERENCES "police_stations"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "applicants" ADD CONSTRAINT "applicants_institution_id_fkey" FOREIGN KEY ("institution_id") REFERENCES "institutions"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "applicants" ADD CONSTRAINT "applicants_category_id_fkey" FOREIGN KEY ("category_id") REFERENCES "categories"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "applicants" ADD CONSTRAINT "applicants_stream_id_fkey" FOREIGN KEY ("stream_id") REFERENCES "streams"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "applicants" ADD CONSTRAINT "applicants_course_id_fkey" FOREIGN KEY ("course_id") REFERENCES "courses"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "applicants" ADD CONSTRAINT "applicants_referrer_id_fkey" FOREIGN KEY ("referrer_id") REFERENCES "applicants"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "documents" ADD CONSTRAINT "documents_applicant_id_fkey" FOREIGN KEY ("applicant_id") REFERENCES "applicants"("id") ON DELETE CASCADE ON UPDATE CASCADE;
