-- CreateEnum
CREATE TYPE "InternshipState" AS ENUM ('offered', 'accepted', 'active', 'completed', 'declined', 'withdrawn', 'ended_early');

-- CreateEnum
CREATE TYPE "InternshipReviewStatus" AS ENUM ('submitted', 'accepted', 'returned');

-- CreateEnum
CREATE TYPE "InternshipLogStatus" AS ENUM ('submitted', 'approved', 'returned');

-- AlterEnum
ALTER TYPE "DocumentKind" ADD VALUE 'internship_approval_letter';

-- CreateTable
CREATE TABLE "internships" (
    "id" SERIAL NOT NULL,
    "applicant_id" INTEGER NOT NULL,
    "title" TEXT NOT NULL,
    "start_date" DATE NOT NULL,
    "weeks" INTEGER NOT NULL,
    "min_hours_per_week" INTEGER NOT NULL,
    "supervisor_id" INTEGER,
    "state" "InternshipState" NOT NULL DEFAULT 'offered',
    "offered_at" TIMESTAMPTZ(3) NOT NULL,
    "offered_by" TEXT NOT NULL,
    "letter_deadline" TIMESTAMPTZ(3) NOT NULL,
    "accepted_at" TIMESTAMPTZ(3),
    "declined_at" TIMESTAMPTZ(3),
    "decline_reason" TEXT,
    "withdrawn_at" TIMESTAMPTZ(3),
    "activated_at" TIMESTAMPTZ(3),
    "ended_at" TIMESTAMPTZ(3),
    "end_reason" TEXT,
    "ended_by" TEXT,
    "completed_at" TIMESTAMPTZ(3),
    "completed_by" TEXT,
    "certificate_number" TEXT,
    "letter_reminder_at" TIMESTAMPTZ(3),
    "missed_weeks_flagged_for" DATE,
    "missed_weeks_flagged_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "internships_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "internship_letters" (
    "id" SERIAL NOT NULL,
    "internship_id" INTEGER NOT NULL,
    "document_id" INTEGER,
    "status" "InternshipReviewStatus" NOT NULL DEFAULT 'submitted',
    "return_reason" TEXT,
    "submitted_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "reviewed_by" TEXT,
    "reviewed_at" TIMESTAMPTZ(3),

    CONSTRAINT "internship_letters_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "internship_logs" (
    "id" SERIAL NOT NULL,
    "internship_id" INTEGER NOT NULL,
    "week_start" DATE NOT NULL,
    "hours" INTEGER NOT NULL,
    "summary" TEXT NOT NULL,
    "status" "InternshipLogStatus" NOT NULL DEFAULT 'submitted',
    "note" TEXT,
    "submitted_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "reviewed_by" TEXT,
    "reviewed_at" TIMESTAMPTZ(3),

    CONSTRAINT "internship_logs_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "internships_certificate_number_key" ON "internships"("certificate_number");

-- CreateIndex
CREATE INDEX "internships_applicant_id_idx" ON "internships"("applicant_id");

-- CreateIndex
CREATE INDEX "internships_state_idx" ON "internships"("state");

-- CreateIndex
CREATE INDEX "internships_supervisor_id_idx" ON "internships"("supervisor_id");

-- CreateIndex
CREATE UNIQUE INDEX "internship_letters_document_id_key" ON "internship_letters"("document_id");

-- CreateIndex
CREATE INDEX "internship_letters_internship_id_idx" ON "internship_letters"("internship_id");

-- CreateIndex
CREATE INDEX "internship_logs_status_idx" ON "internship_logs"("status");

-- CreateIndex
CREATE UNIQUE INDEX "internship_logs_internship_id_week_start_key" ON "internship_logs"("internship_id", "week_start");

-- AddForeignKey
ALTER TABLE "internships" ADD CONSTRAINT "internships_applicant_id_fkey" FOREIGN KEY ("applicant_id") REFERENCES "applicants"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "internships" ADD CONSTRAINT "internships_supervisor_id_fkey" FOREIGN KEY ("supervisor_id") REFERENCES "staff_members"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "internship_letters" ADD CONSTRAINT "internship_letters_internship_id_fkey" FOREIGN KEY ("internship_id") REFERENCES "internships"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "internship_letters" ADD CONSTRAINT "internship_letters_document_id_fkey" FOREIGN KEY ("document_id") REFERENCES "documents"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "internship_logs" ADD CONSTRAINT "internship_logs_internship_id_fkey" FOREIGN KEY ("internship_id") REFERENCES "internships"("id") ON DELETE CASCADE ON UPDATE CASCADE;


-- At most one live internship per applicant: two offers at once cannot both win (lib/internships/offer.ts).
CREATE UNIQUE INDEX "internships_one_live_per_applicant" ON "internships"("applicant_id") WHERE "state" IN ('offered', 'accepted', 'active');

-- The rules the database keeps whatever the code does (lib/internships/rules.ts says them to people).
ALTER TABLE "internships" ADD CONSTRAINT "internships_weeks_check" CHECK ("weeks" BETWEEN 1 AND 52);
ALTER TABLE "internships" ADD CONSTRAINT "internships_min_hours_check" CHECK ("min_hours_per_week" BETWEEN 1 AND 40);
ALTER TABLE "internship_logs" ADD CONSTRAINT "internship_logs_hours_check" CHECK ("hours" BETWEEN 0 AND 60);
ALTER TABLE "internship_logs" ADD CONSTRAINT "internship_logs_summary_check" CHECK (char_length("summary") BETWEEN 20 AND 1000);
ALTER TABLE "internship_logs" ADD CONSTRAINT "internship_logs_monday_check" CHECK (EXTRACT(ISODOW FROM "week_start") = 1);
