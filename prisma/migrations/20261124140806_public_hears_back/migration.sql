-- Issue 26, "the public hears back": newsletter double opt-in, mail opt-outs (unsubscribe links), story consent
-- and publication. Subscriptions stored before double opt-in stay unconfirmed: nobody ever proved they own
-- the address (docs/decisions/019).
-- AlterTable
ALTER TABLE "newsletter_subscriptions" ADD COLUMN     "confirm_token_expires_at" TIMESTAMP(3),
ADD COLUMN     "confirm_token_hash" TEXT,
ADD COLUMN     "confirmed_at" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "impact_stories" ADD COLUMN     "consent_to_publish" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "published_at" TIMESTAMP(3),
ADD COLUMN     "published_by" TEXT;

-- CreateTable
CREATE TABLE "mail_opt_outs" (
    "email" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "mail_opt_outs_pkey" PRIMARY KEY ("email")
);

-- CreateIndex
CREATE UNIQUE INDEX "newsletter_subscriptions_confirm_token_hash_key" ON "newsletter_subscriptions"("confirm_token_hash");

-- CreateIndex
CREATE INDEX "impact_stories_published_published_at_idx" ON "impact_stories"("published", "published_at");

