-- The review status of an institution or applicant was stored as is_verified (the wire name of the spec, which
-- the presenters in app/api/v1 keep): the column is now called what it holds. A rename keeps every row, and the
-- indexes follow the column on their own and are renamed to the names Prisma gives them. The partial index
-- of the staff dashboard (pending applicants) follows the column too.
-- (No semicolons in these comments: the pg adapter of Prisma splits the script at every one.)
ALTER TABLE "institutions" RENAME COLUMN "is_verified" TO "status";
ALTER TABLE "applicants" RENAME COLUMN "is_verified" TO "status";

ALTER INDEX "institutions_is_verified_idx" RENAME TO "institutions_status_idx";
ALTER INDEX "institutions_is_verified_created_at_id_idx" RENAME TO "institutions_status_created_at_id_idx";
ALTER INDEX "applicants_kind_is_verified_idx" RENAME TO "applicants_kind_status_idx";
ALTER INDEX "applicants_kind_is_verified_created_at_id_idx" RENAME TO "applicants_kind_status_created_at_id_idx";
