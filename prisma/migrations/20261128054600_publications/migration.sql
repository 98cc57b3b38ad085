-- CreateTable
CREATE TABLE "publications" (
    "path" VARCHAR(300) NOT NULL,
    "version" BIGSERIAL NOT NULL,
    "published_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "publications_pkey" PRIMARY KEY ("path")
);

-- CreateIndex
CREATE INDEX "publications_version_idx" ON "publications"("version");

