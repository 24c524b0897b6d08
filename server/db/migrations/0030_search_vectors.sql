DROP INDEX "events_search_idx";--> statement-breakpoint
DROP INDEX "tips_search_idx";--> statement-breakpoint
DROP INDEX "checklists_search_idx";--> statement-breakpoint
DROP INDEX "contests_search_idx";--> statement-breakpoint
DROP INDEX "creator_profiles_search_idx";--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, title), 'A') || setweight(to_tsvector('english'::regconfig, description), 'B') || setweight(to_tsvector('english'::regconfig, location), 'C')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "tips" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('english'::regconfig, body)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "checklists" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, title), 'A') || setweight(to_tsvector('english'::regconfig, description), 'B')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "contests" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, title), 'A') || setweight(to_tsvector('english'::regconfig, theme), 'B') || setweight(to_tsvector('english'::regconfig, rules), 'C')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "creator_profiles" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, headline), 'A') || setweight(to_tsvector('english'::regconfig, bio), 'B') || setweight(to_tsvector('english'::regconfig, coalesce(agency, '') || ' ' || coalesce(services, '') || ' ' || coalesce(session_types, '')), 'C')) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "events_search_idx" ON "events" USING gin ("search_vector") WHERE "events"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "tips_search_idx" ON "tips" USING gin ("search_vector") WHERE "tips"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "checklists_search_idx" ON "checklists" USING gin ("search_vector") WHERE "checklists"."visibility" = 'public' and "checklists"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "contests_search_idx" ON "contests" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "creator_profiles_search_idx" ON "creator_profiles" USING gin ("search_vector");