-- CreateEnum
CREATE TYPE "EventStatus" AS ENUM ('draft', 'published', 'cancelled');

-- CreateEnum
CREATE TYPE "EventRegistrationStatus" AS ENUM ('registered', 'waitlisted', 'cancelled');

-- CreateTable
CREATE TABLE "events" (
    "id" SERIAL NOT NULL,
    "slug" VARCHAR(80) NOT NULL,
    "status" "EventStatus" NOT NULL DEFAULT 'draft',
    "category" VARCHAR(40) NOT NULL,
    "starts_at" TIMESTAMPTZ(3) NOT NULL,
    "ends_at" TIMESTAMPTZ(3) NOT NULL,
    "venue_name" VARCHAR(200),
    "venue_address" VARCHAR(500),
    "online_url" VARCHAR(500),
    "capacity" INTEGER,
    "registration_opens_at" TIMESTAMPTZ(3),
    "registration_closes_at" TIMESTAMPTZ(3),
    "cover_image_key" VARCHAR(200),
    "text" JSONB NOT NULL,
    "cancelled_at" TIMESTAMPTZ(3),
    "cancel_reason" VARCHAR(500),
    "published_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "events_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "event_registrations" (
    "id" SERIAL NOT NULL,
    "event_id" INTEGER NOT NULL,
    "name" VARCHAR(120) NOT NULL,
    "email" VARCHAR(254) NOT NULL,
    "mobile" VARCHAR(10) NOT NULL,
    "organisation" VARCHAR(200),
    "language" VARCHAR(2) NOT NULL,
    "status" "EventRegistrationStatus" NOT NULL,
    "waitlist_position" INTEGER,
    "ticket_code" VARCHAR(16) NOT NULL,
    "consent_at" TIMESTAMPTZ(3) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "cancelled_at" TIMESTAMPTZ(3),
    "cancelled_by" VARCHAR(254),
    "promoted_at" TIMESTAMPTZ(3),
    "reminder_sent_at" TIMESTAMPTZ(3),
    "ticket_resends" INTEGER NOT NULL DEFAULT 0,
    "ticket_resend_day" DATE,
    "erased_at" TIMESTAMPTZ(3),

    CONSTRAINT "event_registrations_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "mail_attachments" (
    "id" SERIAL NOT NULL,
    "outbox_id" INTEGER NOT NULL,
    "filename" VARCHAR(200) NOT NULL,
    "content_type" VARCHAR(100) NOT NULL,
    "content_id" VARCHAR(100),
    "content" BYTEA NOT NULL,

    CONSTRAINT "mail_attachments_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "events_slug_key" ON "events"("slug");

-- CreateIndex
CREATE INDEX "events_status_starts_at_idx" ON "events"("status", "starts_at");

-- CreateIndex
CREATE UNIQUE INDEX "event_registrations_ticket_code_key" ON "event_registrations"("ticket_code");

-- CreateIndex
CREATE INDEX "event_registrations_event_id_status_waitlist_position_idx" ON "event_registrations"("event_id", "status", "waitlist_position");

-- CreateIndex
CREATE INDEX "event_registrations_email_idx" ON "event_registrations"("email");

-- CreateIndex
CREATE INDEX "event_registrations_mobile_idx" ON "event_registrations"("mobile");

-- CreateIndex
CREATE INDEX "mail_attachments_outbox_id_idx" ON "mail_attachments"("outbox_id");

-- AddForeignKey
ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_event_id_fkey" FOREIGN KEY ("event_id") REFERENCES "events"("id") ON DELETE RESTRICT ON UPDATE CASCADE;


-- One email and one mobile hold one place per event among the rows still standing (registered or waitlisted):
-- the database refuses the second of two registrations that race, whatever the code does.
CREATE UNIQUE INDEX "event_registrations_event_email_live_key" ON "event_registrations"("event_id", "email") WHERE "status" <> 'cancelled';
CREATE UNIQUE INDEX "event_registrations_event_mobile_live_key" ON "event_registrations"("event_id", "mobile") WHERE "status" <> 'cancelled';
-- One waitlisted person per position of an event.
CREATE UNIQUE INDEX "event_registrations_event_waitlist_position_key" ON "event_registrations"("event_id", "waitlist_position") WHERE "status" = 'waitlisted';
-- An attachment goes with its mail.
ALTER TABLE "mail_attachments" ADD CONSTRAINT "mail_attachments_outbox_id_fkey" FOREIGN KEY ("outbox_id") REFERENCES "mail_outbox"("id") ON DELETE CASCADE ON UPDATE CASCADE;
