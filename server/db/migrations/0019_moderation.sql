CREATE TABLE "audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"actor_id" uuid,
	"actor_role" text,
	"action" text NOT NULL,
	"item_kind" text,
	"item_id" text,
	"target_user_id" uuid,
	"reason" text,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bulk_deletion_items" (
	"deletion_id" uuid NOT NULL,
	"item_kind" text NOT NULL,
	"item_id" uuid NOT NULL,
	CONSTRAINT "bulk_deletion_items_pkey" PRIMARY KEY("deletion_id","item_kind","item_id")
);
--> statement-breakpoint
CREATE TABLE "bulk_deletions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"actor_id" uuid,
	"filter" jsonb NOT NULL,
	"reason" text NOT NULL,
	"state" text DEFAULT 'running' NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"processed" integer DEFAULT 0 NOT NULL,
	"deleted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"undone_at" timestamp with time zone,
	"undone_by" uuid,
	CONSTRAINT "bulk_deletions_state_check" CHECK ("bulk_deletions"."state" in ('running', 'done', 'failed', 'undone'))
);
--> statement-breakpoint
CREATE TABLE "hidden_items" (
	"item_kind" text NOT NULL,
	"item_id" uuid NOT NULL,
	"item_author_id" uuid,
	"cause" text NOT NULL,
	"hidden_by" uuid,
	"reason" text,
	"hidden_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hidden_items_pkey" PRIMARY KEY("item_kind","item_id"),
	CONSTRAINT "hidden_items_item_kind_check" CHECK (item_kind in ('post', 'comment', 'message', 'profile', 'review', 'event', 'event_comment', 'group', 'tip', 'checklist', 'contest_entry')),
	CONSTRAINT "hidden_items_cause_check" CHECK ("hidden_items"."cause" in ('reports', 'moderator'))
);
--> statement-breakpoint
CREATE TABLE "moderation_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" integer NOT NULL,
	"description" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"item_kind" text NOT NULL,
	"item_id" uuid NOT NULL,
	"item_author_id" uuid,
	"reporter_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"note" text,
	"status" text DEFAULT 'open' NOT NULL,
	"decision" text,
	"decision_reason" text,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reports_item_kind_check" CHECK (item_kind in ('post', 'comment', 'message', 'profile', 'review', 'event', 'event_comment', 'group', 'tip', 'checklist', 'contest_entry')),
	CONSTRAINT "reports_reason_check" CHECK (reason in ('spam', 'harassment', 'inappropriate', 'misinformation', 'other')),
	CONSTRAINT "reports_status_check" CHECK ("reports"."status" in ('open', 'closed')),
	CONSTRAINT "reports_decision_check" CHECK (decision is null or decision in ('dismissed', 'hidden', 'deleted', 'warned', 'suspended')),
	CONSTRAINT "reports_note_length_check" CHECK (char_length("reports"."note") <= 1000)
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_type_check";--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "is_moderator" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "body" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_id_profiles_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_deletion_items" ADD CONSTRAINT "bulk_deletion_items_deletion_id_bulk_deletions_id_fk" FOREIGN KEY ("deletion_id") REFERENCES "public"."bulk_deletions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_deletions" ADD CONSTRAINT "bulk_deletions_actor_id_profiles_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_deletions" ADD CONSTRAINT "bulk_deletions_undone_by_profiles_id_fk" FOREIGN KEY ("undone_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hidden_items" ADD CONSTRAINT "hidden_items_item_author_id_profiles_id_fk" FOREIGN KEY ("item_author_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hidden_items" ADD CONSTRAINT "hidden_items_hidden_by_profiles_id_fk" FOREIGN KEY ("hidden_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_item_author_id_profiles_id_fk" FOREIGN KEY ("item_author_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_reporter_id_profiles_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_decided_by_profiles_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_action_created_idx" ON "audit_log" USING btree ("action","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_actor_created_idx" ON "audit_log" USING btree ("actor_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_target_created_idx" ON "audit_log" USING btree ("target_user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "bulk_deletions_created_idx" ON "bulk_deletions" USING btree ("deleted_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "reports_open_once_key" ON "reports" USING btree ("reporter_id","item_kind","item_id") WHERE "reports"."status" = 'open';--> statement-breakpoint
CREATE INDEX "reports_open_item_idx" ON "reports" USING btree ("item_kind","item_id") WHERE "reports"."status" = 'open';--> statement-breakpoint
CREATE INDEX "reports_item_idx" ON "reports" USING btree ("item_kind","item_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "reports_reporter_created_idx" ON "reports" USING btree ("reporter_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "reports_author_idx" ON "reports" USING btree ("item_author_id");--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_type_check" CHECK ("notifications"."type" in ('like', 'follow', 'comment', 'message', 'other', 'group_request', 'group_approved', 'group_declined', 'event_updated', 'event_cancelled', 'event_reminder', 'event_promoted', 'contest_won', 'contest_results', 'report_outcome', 'moderation_warning', 'content_hidden'));--> statement-breakpoint
INSERT INTO "moderation_settings" ("key", "value", "description") VALUES
	('new_member_hours', 24, 'Hours after sign-up during which the new-member limits apply'),
	('new_member_posts_per_day', 10, 'Posts a new member may publish in a day'),
	('new_member_comments_per_day', 20, 'Comments a new member may write in a day'),
	('new_member_links_per_post', 2, 'Links a new member may put in one post'),
	('new_member_message_images', 0, 'Whether new members may send photos in direct messages (0 no, 1 yes)'),
	('likes_per_day', 200, 'Likes any member may give in a day'),
	('reports_per_day', 20, 'Items a member may report in a day'),
	('reports_to_hide', 3, 'Reports from different members that hide an item until a moderator decides')
ON CONFLICT ("key") DO NOTHING;
