CREATE INDEX "auth_users_banned_until_idx" ON "auth_users" USING btree ("banned_until") WHERE "auth_users"."banned_until" is not null;--> statement-breakpoint
CREATE INDEX "groups_cover_upload_idx" ON "groups" USING btree ("cover_upload_id") WHERE "groups"."cover_upload_id" is not null;--> statement-breakpoint
CREATE INDEX "events_cover_upload_idx" ON "events" USING btree ("cover_upload_id") WHERE "events"."cover_upload_id" is not null;--> statement-breakpoint
CREATE INDEX "contest_entries_upload_idx" ON "contest_entries" USING btree ("upload_id");--> statement-breakpoint
CREATE INDEX "creator_portfolio_upload_idx" ON "creator_portfolio_photos" USING btree ("upload_id");