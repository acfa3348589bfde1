ALTER TABLE "captured_pages" ADD COLUMN "fetched_for" text DEFAULT 'visitor' NOT NULL;
