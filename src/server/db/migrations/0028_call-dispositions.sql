ALTER TABLE "conversations" ADD COLUMN "call_id" uuid;--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_call_uq" ON "conversations" USING btree ("call_id");