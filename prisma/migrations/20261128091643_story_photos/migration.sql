-- CreateTable
CREATE TABLE "story_photos" (
    "story_id" INTEGER NOT NULL,
    "image_key" VARCHAR(200) NOT NULL,
    "alt" VARCHAR(300) NOT NULL,
    "added_by" TEXT NOT NULL,
    "added_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "story_photos_pkey" PRIMARY KEY ("story_id")
);

-- AddForeignKey
ALTER TABLE "story_photos" ADD CONSTRAINT "story_photos_story_id_fkey" FOREIGN KEY ("story_id") REFERENCES "impact_stories"("id") ON DELETE CASCADE ON UPDATE CASCADE;

