-- CreateEnum
CREATE TYPE "DonationState" AS ENUM ('awaiting_payment', 'awaiting_confirmation', 'confirmed', 'refunded', 'failed');

-- CreateEnum
CREATE TYPE "DonationMethod" AS ENUM ('upi', 'online');

-- CreateTable
CREATE TABLE "donations" (
    "id" SERIAL NOT NULL,
    "reference" VARCHAR(16) NOT NULL,
    "amount_rupees" INTEGER NOT NULL,
    "campaign" VARCHAR(40) NOT NULL,
    "name" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "mobile" VARCHAR(10) NOT NULL,
    "address" TEXT NOT NULL,
    "pan_encrypted" BYTEA,
    "pan_key_id" VARCHAR(16),
    "language" VARCHAR(2) NOT NULL DEFAULT 'en',
    "method" "DonationMethod" NOT NULL,
    "state" "DonationState" NOT NULL DEFAULT 'awaiting_payment',
    "utr" VARCHAR(12),
    "razorpay_order_id" VARCHAR(40),
    "razorpay_payment_id" VARCHAR(40),
    "confirmed_at" TIMESTAMP(3),
    "confirmed_by" TEXT,
    "refunded_at" TIMESTAMP(3),
    "refunded_by" TEXT,
    "refund_reason" TEXT,
    "flags" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "erased_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "donations_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "donation_receipts" (
    "id" SERIAL NOT NULL,
    "donation_id" INTEGER NOT NULL,
    "series" VARCHAR(16) NOT NULL,
    "number" INTEGER NOT NULL,
    "issued_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "cancelled_at" TIMESTAMP(3),
    "cancel_reason" TEXT,

    CONSTRAINT "donation_receipts_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "payment_webhook_events" (
    "id" SERIAL NOT NULL,
    "event_id" VARCHAR(64) NOT NULL,
    "event" VARCHAR(40) NOT NULL,
    "order_id" VARCHAR(40),
    "outcome" VARCHAR(24) NOT NULL,
    "received_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "payment_webhook_events_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "donations_reference_key" ON "donations"("reference");

-- CreateIndex
CREATE UNIQUE INDEX "donations_utr_key" ON "donations"("utr");

-- CreateIndex
CREATE UNIQUE INDEX "donations_razorpay_order_id_key" ON "donations"("razorpay_order_id");

-- CreateIndex
CREATE UNIQUE INDEX "donations_razorpay_payment_id_key" ON "donations"("razorpay_payment_id");

-- CreateIndex
CREATE INDEX "donations_state_created_at_idx" ON "donations"("state", "created_at");

-- CreateIndex
CREATE INDEX "donations_email_idx" ON "donations"("email");

-- CreateIndex
CREATE UNIQUE INDEX "donation_receipts_donation_id_key" ON "donation_receipts"("donation_id");

-- CreateIndex
CREATE UNIQUE INDEX "donation_receipts_series_number_key" ON "donation_receipts"("series", "number");

-- CreateIndex
CREATE UNIQUE INDEX "payment_webhook_events_event_id_key" ON "payment_webhook_events"("event_id");

-- AddForeignKey
ALTER TABLE "donation_receipts" ADD CONSTRAINT "donation_receipts_donation_id_fkey" FOREIGN KEY ("donation_id") REFERENCES "donations"("id") ON DELETE RESTRICT ON UPDATE CASCADE;


-- The rules the form checks, kept by the database too (lib/donations/rules.ts).
ALTER TABLE "donations" ADD CONSTRAINT "donations_amount_range" CHECK ("amount_rupees" BETWEEN 100 AND 500000);
ALTER TABLE "donations" ADD CONSTRAINT "donations_utr_digits" CHECK ("utr" IS NULL OR "utr" ~ '^[0-9]{12}$');
ALTER TABLE "donation_receipts" ADD CONSTRAINT "donation_receipts_number_positive" CHECK ("number" > 0);
