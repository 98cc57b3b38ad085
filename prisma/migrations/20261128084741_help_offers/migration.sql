-- Offers of help from the Get Involved forms (/volunteer, /mentor): written by hand from the diff, whose
-- starting schema (the donations migration's copy) lacked the tables merged beside it.
-- CreateEnum
CREATE TYPE "HelpOfferKind" AS ENUM ('volunteer', 'mentor');

-- CreateTable
CREATE TABLE "help_offers" (
    "id" SERIAL NOT NULL,
    "kind" "HelpOfferKind" NOT NULL,
    "name" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "mobile" VARCHAR(10) NOT NULL,
    "district" VARCHAR(60) NOT NULL,
    "offer" TEXT NOT NULL,
    "language" VARCHAR(2) NOT NULL DEFAULT 'en',
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "inbox_status" "InboxStatus" NOT NULL DEFAULT 'new',
    "handled_by" TEXT,
    "handled_at" TIMESTAMP(3),
    "staff_note" TEXT,

    CONSTRAINT "help_offers_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "help_offers_kind_inbox_status_created_at_idx" ON "help_offers"("kind", "inbox_status", "created_at");

-- CreateIndex
CREATE INDEX "help_offers_kind_created_at_idx" ON "help_offers"("kind", "created_at");
