-- Nothing has read or written call_qualifications since a lead's qualification became its latest
-- call's outcome (call_outcomes); the Dev Queue reads that instead.
DROP TABLE IF EXISTS "call_qualifications" CASCADE;