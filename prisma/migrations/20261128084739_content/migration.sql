-- Content in staff hands (issue 35, docs/decisions/029).

-- AlterEnum
ALTER TYPE "StaffRole" ADD VALUE 'editor';

-- CreateTable
CREATE TABLE "content_items" (
    "id" SERIAL NOT NULL,
    "type" VARCHAR(40) NOT NULL,
    "key" VARCHAR(80) NOT NULL,
    "sort_order" INTEGER NOT NULL DEFAULT 0,
    "hidden" BOOLEAN NOT NULL DEFAULT false,
    "draft" JSONB NOT NULL,
    "published" JSONB,
    "version" INTEGER NOT NULL DEFAULT 1,
    "published_at" TIMESTAMPTZ(3),
    "updated_by" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "deleted_at" TIMESTAMPTZ(3),

    CONSTRAINT "content_items_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "content_versions" (
    "id" SERIAL NOT NULL,
    "item_id" INTEGER NOT NULL,
    "version" INTEGER NOT NULL,
    "data" JSONB NOT NULL,
    "restored_from" INTEGER,
    "published_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "published_by" TEXT NOT NULL,

    CONSTRAINT "content_versions_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "content_items_type_sort_order_idx" ON "content_items"("type", "sort_order");

-- CreateIndex
CREATE UNIQUE INDEX "content_items_type_key_key" ON "content_items"("type", "key");

-- CreateIndex
CREATE UNIQUE INDEX "content_versions_item_id_version_key" ON "content_versions"("item_id", "version");

-- AddForeignKey
ALTER TABLE "content_versions" ADD CONSTRAINT "content_versions_item_id_fkey" FOREIGN KEY ("item_id") REFERENCES "content_items"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
