CREATE TABLE "member_trust_levels" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"level" smallint NOT NULL,
	"set_by" uuid,
	"set_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_trust_levels_level_check" CHECK ("member_trust_levels"."level" between 0 and 3)
);
--> statement-breakpoint
CREATE TABLE "member_visits" (
	"user_id" uuid NOT NULL,
	"day" date NOT NULL,
	"items_read" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "member_visits_pkey" PRIMARY KEY("user_id","day"),
	CONSTRAINT "member_visits_items_read_check" CHECK ("member_visits"."items_read" >= 0)
);
--> statement-breakpoint
ALTER TABLE "member_trust_levels" ADD CONSTRAINT "member_trust_levels_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_trust_levels" ADD CONSTRAINT "member_trust_levels_set_by_profiles_id_fk" FOREIGN KEY ("set_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_visits" ADD CONSTRAINT "member_visits_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
INSERT INTO "moderation_settings" ("key", "value", "description") VALUES
	('basic_links_per_item', 5, 'Links a basic member may put in one item'),
	('member_links_per_item', 20, 'Links a member or a regular may put in one item'),
	('new_member_tips_per_day', 3, 'Tips a new member may share in a day'),
	('basic_tips_per_day', 10, 'Tips a basic member may share in a day (members and regulars: the site-wide limit only)'),
	('new_member_public_checklists_per_day', 2, 'Checklists a new member may make public in a day'),
	('basic_public_checklists_per_day', 5, 'Checklists a basic member may make public in a day'),
	('trust_member_days_visited', 10, 'Days visited that make a basic member a member (trust level 2)'),
	('trust_member_items_read', 50, 'Items read that make a basic member a member (trust level 2)'),
	('trust_regular_days_visited', 50, 'Days visited in the last 100 days that make a member a regular (trust level 3)'),
	('trust_regular_items_read', 500, 'Items read in the last 100 days that make a member a regular (trust level 3)'),
	('trust_quiet_days', 90, 'Days without an upheld report against them or a suspension that members and regulars need'),
	('report_weight_basic', 50, 'Weight of a basic member''s report in hundredths (a new member''s report weighs 0)'),
	('report_weight_member', 100, 'Weight of a member''s report in hundredths'),
	('report_weight_regular', 150, 'Weight of a regular''s (or staff member''s) report in hundredths'),
	('report_score_to_hide', 300, 'Summed weight of the open reports of an item (hundredths) that hides it until a moderator decides; staff items are never hidden automatically')
ON CONFLICT ("key") DO NOTHING;
--> statement-breakpoint
UPDATE "moderation_settings" SET "description" = 'Links a new member may put in one item (post, comment, message, tip, review, event, group, checklist, bio, creator listing)' WHERE "key" = 'new_member_links_per_post';
--> statement-breakpoint
DELETE FROM "moderation_settings" WHERE "key" = 'reports_to_hide';
