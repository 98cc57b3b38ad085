-- CreateEnum
CREATE TYPE "InboxStatus" AS ENUM ('new', 'read', 'handled');

-- CreateEnum
CREATE TYPE "StaffRole" AS ENUM ('admin', 'reviewer', 'viewer');

-- AlterTable
ALTER TABLE "contact_messages" ADD COLUMN     "handled_at" TIMESTAMP(3),
ADD COLUMN     "handled_by" TEXT,
ADD COLUMN     "inbox_status" "InboxStatus" NOT NULL DEFAULT 'new',
ADD COLUMN     "staff_note" TEXT;

-- AlterTable
ALTER TABLE "community_signups" ADD COLUMN     "handled_at" TIMESTAMP(3),
ADD COLUMN     "handled_by" TEXT,
ADD COLUMN     "inbox_status" "InboxStatus" NOT NULL DEFAULT 'new',
ADD COLUMN     "staff_note" TEXT;

-- AlterTable
ALTER TABLE "newsletter_subscriptions" ADD COLUMN     "handled_at" TIMESTAMP(3),
ADD COLUMN     "handled_by" TEXT,
ADD COLUMN     "inbox_status" "InboxStatus" NOT NULL DEFAULT 'new',
ADD COLUMN     "staff_note" TEXT;

-- AlterTable
ALTER TABLE "partnership_requests" ADD COLUMN     "handled_at" TIMESTAMP(3),
ADD COLUMN     "handled_by" TEXT,
ADD COLUMN     "inbox_status" "InboxStatus" NOT NULL DEFAULT 'new',
ADD COLUMN     "staff_note" TEXT;

-- AlterTable
ALTER TABLE "impact_stories" ADD COLUMN     "handled_at" TIMESTAMP(3),
ADD COLUMN     "handled_by" TEXT,
ADD COLUMN     "inbox_status" "InboxStatus" NOT NULL DEFAULT 'new',
ADD COLUMN     "staff_note" TEXT;

-- CreateTable
CREATE TABLE "staff_members" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "role" "StaffRole" NOT NULL,
    "password_hash" TEXT,
    "totp_secret" TEXT,
    "totp_last_step" INTEGER,
    "enrolled_at" TIMESTAMP(3),
    "disabled_at" TIMESTAMP(3),
    "created_by" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "staff_members_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "staff_enrolments" (
    "id" SERIAL NOT NULL,
    "staff_id" INTEGER NOT NULL,
    "token_hash" TEXT NOT NULL,
    "expires_at" TIMESTAMP(3) NOT NULL,
    "used_at" TIMESTAMP(3),
    "pending_password_hash" TEXT,
    "pending_totp_secret" TEXT,
    "created_by" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "staff_enrolments_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "staff_recovery_codes" (
    "id" SERIAL NOT NULL,
    "staff_id" INTEGER NOT NULL,
    "code_hash" TEXT NOT NULL,
    "used_at" TIMESTAMP(3),

    CONSTRAINT "staff_recovery_codes_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "staff_sessions" (
    "id" CHAR(64) NOT NULL,
    "staff_id" INTEGER NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL,
    "last_seen_at" TIMESTAMP(3) NOT NULL,
    "expires_at" TIMESTAMP(3) NOT NULL,
    "verified_at" TIMESTAMP(3),
    "reauth_at" TIMESTAMP(3),
    "user_agent" TEXT NOT NULL DEFAULT '',
    "ip" TEXT NOT NULL DEFAULT '',

    CONSTRAINT "staff_sessions_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "staff_members_email_key" ON "staff_members"("email");

-- CreateIndex
CREATE UNIQUE INDEX "staff_enrolments_token_hash_key" ON "staff_enrolments"("token_hash");

-- CreateIndex
CREATE INDEX "staff_enrolments_staff_id_idx" ON "staff_enrolments"("staff_id");

-- CreateIndex
CREATE UNIQUE INDEX "staff_recovery_codes_staff_id_code_hash_key" ON "staff_recovery_codes"("staff_id", "code_hash");

-- CreateIndex
CREATE INDEX "staff_sessions_staff_id_idx" ON "staff_sessions"("staff_id");

-- CreateIndex
CREATE INDEX "institutions_is_verified_created_at_id_idx" ON "institutions"("is_verified", "created_at", "id");

-- CreateIndex
CREATE INDEX "applicants_kind_is_verified_created_at_id_idx" ON "applicants"("kind", "is_verified", "created_at", "id");

-- CreateIndex
CREATE INDEX "contact_messages_inbox_status_created_at_idx" ON "contact_messages"("inbox_status", "created_at");

-- CreateIndex
CREATE INDEX "community_signups_inbox_status_created_at_idx" ON "community_signups"("inbox_status", "created_at");

-- CreateIndex
CREATE INDEX "newsletter_subscriptions_inbox_status_created_at_idx" ON "newsletter_subscriptions"("inbox_status", "created_at");

-- CreateIndex
CREATE INDEX "partnership_requests_inbox_status_created_at_idx" ON "partnership_requests"("inbox_status", "created_at");

-- CreateIndex
CREATE INDEX "impact_stories_inbox_status_created_at_idx" ON "impact_stories"("inbox_status", "created_at");

-- CreateIndex
CREATE INDEX "staff_actions_at_idx" ON "staff_actions"("at");

-- CreateIndex
CREATE INDEX "staff_actions_staff_at_idx" ON "staff_actions"("staff", "at");

-- AddForeignKey
ALTER TABLE "staff_enrolments" ADD CONSTRAINT "staff_enrolments_staff_id_fkey" FOREIGN KEY ("staff_id") REFERENCES "staff_members"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "staff_recovery_codes" ADD CONSTRAINT "staff_recovery_codes_staff_id_fkey" FOREIGN KEY ("staff_id") REFERENCES "staff_members"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "staff_sessions" ADD CONSTRAINT "staff_sessions_staff_id_fkey" FOREIGN KEY ("staff_id") REFERENCES "staff_members"("id") ON DELETE CASCADE ON UPDATE CASCADE;


-- Searching the review queues by part of a name ("contains", case-insensitive) on 100,000 applicants: trigram
-- indexes (pg_trgm is a trusted extension: the database's owner may create it, no superuser needed).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE INDEX "applicants_name_trgm_idx" ON "applicants" USING gin ("name" gin_trgm_ops);
CREATE INDEX "institutions_name_trgm_idx" ON "institutions" USING gin ("name" gin_trgm_ops);

-- A staff notice replies to the visitor who wrote, every other mail to the staff mailbox (NULL here).
ALTER TABLE "mail_outbox" ADD COLUMN "reply_to" TEXT;
