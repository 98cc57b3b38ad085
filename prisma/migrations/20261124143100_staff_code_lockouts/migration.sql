-- Wrong second-factor codes after a right password (lib/staff/sign-in.ts): how many code lockouts in a row
-- the account has had since its last right code, and when the last one locked it until an admin resets it.
ALTER TABLE "staff_members" ADD COLUMN "code_lockouts" INTEGER NOT NULL DEFAULT 0;
ALTER TABLE "staff_members" ADD COLUMN "code_locked_at" TIMESTAMP(3);
