-- AlterTable
ALTER TABLE "applicants" ADD COLUMN     "language" VARCHAR(2) NOT NULL DEFAULT 'en';

