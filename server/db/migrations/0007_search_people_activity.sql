DROP INDEX "profiles_username_trgm_idx";--> statement-breakpoint
DROP INDEX "profiles_full_name_trgm_idx";--> statement-breakpoint
CREATE INDEX "profiles_search_trgm_idx" ON "profiles" USING gin ((username || ' ' || coalesce(first_name, '') || ' ' || coalesce(last_name, '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "profiles_username_prefix_idx" ON "profiles" USING btree (lower("username") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "profiles_created_idx" ON "profiles" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);