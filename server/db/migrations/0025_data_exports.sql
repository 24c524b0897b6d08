CREATE TABLE "data_exports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ready_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"file_name" text,
	"byte_size" bigint,
	"error" text,
	CONSTRAINT "data_exports_state_check" CHECK ("data_exports"."state" in ('pending', 'building', 'ready', 'failed', 'expired'))
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_type_check";--> statement-breakpoint
ALTER TABLE "data_exports" ADD CONSTRAINT "data_exports_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "data_exports_user_requested_idx" ON "data_exports" USING btree ("user_id","requested_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "data_exports_one_active_key" ON "data_exports" USING btree ("user_id") WHERE "data_exports"."state" in ('pending', 'building');--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_type_check" CHECK ("notifications"."type" in ('like', 'follow', 'comment', 'message', 'other', 'group_request', 'group_approved', 'group_declined', 'event_updated', 'event_cancelled', 'event_reminder', 'event_promoted', 'contest_won', 'contest_results', 'report_outcome', 'moderation_warning', 'content_hidden', 'data_export_ready'));