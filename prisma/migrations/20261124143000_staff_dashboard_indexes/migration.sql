-- The dashboard's pending registrations per district and kind (and their totals): a partial index of just the
-- pending rows, read without the table (an index-only scan), instead of a scan of every applicant.
-- Prisma's schema cannot state a partial index, so it lives here only (like the name search's trigram indexes).
CREATE INDEX "applicants_pending_district_kind_idx" ON "applicants"("district_id", "kind") WHERE "is_verified" = 'pending';
