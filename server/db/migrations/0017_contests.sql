CREATE TABLE "contest_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contest_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"upload_id" uuid NOT NULL,
	"caption" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"replaced_at" timestamp with time zone,
	"vote_count" integer DEFAULT 0 NOT NULL,
	"place" integer,
	CONSTRAINT "contest_entries_vote_count_check" CHECK ("contest_entries"."vote_count" >= 0),
	CONSTRAINT "contest_entries_place_check" CHECK ("contest_entries"."place" is null or "contest_entries"."place" >= 1)
);
--> statement-breakpoint
CREATE TABLE "contest_votes" (
	"contest_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"entry_id" uuid NOT NULL,
	"voted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contest_votes_contest_id_user_id_pk" PRIMARY KEY("contest_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "contests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"theme" text NOT NULL,
	"rules" text DEFAULT '' NOT NULL,
	"cover_upload_id" uuid,
	"created_by" uuid,
	"entries_open_at" timestamp with time zone NOT NULL,
	"entries_close_at" timestamp with time zone NOT NULL,
	"voting_ends_at" timestamp with time zone NOT NULL,
	"winner_count" integer DEFAULT 3 NOT NULL,
	"entry_count" integer DEFAULT 0 NOT NULL,
	"results_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contests_entries_close_after_open_check" CHECK ("contests"."entries_close_at" > "contests"."entries_open_at"),
	CONSTRAINT "contests_voting_after_entries_check" CHECK ("contests"."voting_ends_at" > "contests"."entries_close_at"),
	CONSTRAINT "contests_winner_count_check" CHECK ("contests"."winner_count" between 1 and 10),
	CONSTRAINT "contests_entry_count_check" CHECK ("contests"."entry_count" >= 0)
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_type_check";--> statement-breakpoint
ALTER TABLE "contest_entries" ADD CONSTRAINT "contest_entries_contest_id_contests_id_fk" FOREIGN KEY ("contest_id") REFERENCES "public"."contests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_entries" ADD CONSTRAINT "contest_entries_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_entries" ADD CONSTRAINT "contest_entries_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_votes" ADD CONSTRAINT "contest_votes_contest_id_contests_id_fk" FOREIGN KEY ("contest_id") REFERENCES "public"."contests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_votes" ADD CONSTRAINT "contest_votes_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_votes" ADD CONSTRAINT "contest_votes_entry_id_contest_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."contest_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contests" ADD CONSTRAINT "contests_cover_upload_id_uploads_id_fk" FOREIGN KEY ("cover_upload_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contests" ADD CONSTRAINT "contests_created_by_profiles_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contest_entries_one_per_member_key" ON "contest_entries" USING btree ("contest_id","user_id");--> statement-breakpoint
CREATE INDEX "contest_entries_contest_created_idx" ON "contest_entries" USING btree ("contest_id","created_at","id");--> statement-breakpoint
CREATE INDEX "contest_entries_user_idx" ON "contest_entries" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "contest_votes_entry_idx" ON "contest_votes" USING btree ("entry_id");--> statement-breakpoint
CREATE INDEX "contest_votes_user_idx" ON "contest_votes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "contests_entries_close_idx" ON "contests" USING btree ("entries_close_at","id");--> statement-breakpoint
CREATE INDEX "contests_voting_ends_idx" ON "contests" USING btree ("voting_ends_at","id");--> statement-breakpoint
CREATE INDEX "contests_entries_open_idx" ON "contests" USING btree ("entries_open_at","id");--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_type_check" CHECK ("notifications"."type" in ('like', 'follow', 'comment', 'message', 'other', 'group_request', 'group_approved', 'group_declined', 'event_updated', 'event_cancelled', 'event_reminder', 'event_promoted', 'contest_won', 'contest_results'));