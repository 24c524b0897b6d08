CREATE TABLE "trip_day_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"trip_id" uuid NOT NULL,
	"day_number" integer NOT NULL,
	"kind" text NOT NULL,
	"slug" text NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trip_day_items_kind_check" CHECK ("trip_day_items"."kind" in ('attraction', 'dining'))
);
--> statement-breakpoint
CREATE TABLE "trip_days" (
	"trip_id" uuid NOT NULL,
	"day_number" integer NOT NULL,
	"park" text,
	CONSTRAINT "trip_days_pkey" PRIMARY KEY("trip_id","day_number"),
	CONSTRAINT "trip_days_day_number_check" CHECK ("trip_days"."day_number" >= 1 and "trip_days"."day_number" <= 30),
	CONSTRAINT "trip_days_park_check" CHECK (park is null or park in ('Magic Kingdom', 'EPCOT', 'Disney''s Hollywood Studios', 'Disney''s Animal Kingdom'))
);
--> statement-breakpoint
CREATE TABLE "trip_party_members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"trip_id" uuid NOT NULL,
	"name" text NOT NULL,
	"age_band" text DEFAULT 'adult' NOT NULL,
	"height_cm" real,
	"height_unit" text DEFAULT 'cm' NOT NULL,
	"member_id" uuid,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trip_party_members_age_band_check" CHECK ("trip_party_members"."age_band" in ('adult', 'teen', 'child', 'toddler')),
	CONSTRAINT "trip_party_members_height_unit_check" CHECK ("trip_party_members"."height_unit" in ('cm', 'in')),
	CONSTRAINT "trip_party_members_height_check" CHECK ("trip_party_members"."height_cm" is null or ("trip_party_members"."height_cm" >= 50 and "trip_party_members"."height_cm" <= 250))
);
--> statement-breakpoint
CREATE TABLE "trip_planners" (
	"trip_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trip_planners_pkey" PRIMARY KEY("trip_id","member_id"),
	CONSTRAINT "trip_planners_role_check" CHECK ("trip_planners"."role" in ('planner', 'viewer'))
);
--> statement-breakpoint
CREATE TABLE "trips" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"name" text NOT NULL,
	"arrives_on" date NOT NULL,
	"departs_on" date NOT NULL,
	"resort_slug" text,
	"has_park_tickets" boolean DEFAULT false NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"visibility" text DEFAULT 'private' NOT NULL,
	"countdown_on_profile" boolean DEFAULT false NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, name), 'A') || setweight(to_tsvector('english'::regconfig, notes), 'B')) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "trips_visibility_check" CHECK ("trips"."visibility" in ('private', 'unlisted', 'public')),
	CONSTRAINT "trips_dates_check" CHECK ("trips"."departs_on" >= "trips"."arrives_on")
);
--> statement-breakpoint
ALTER TABLE "hidden_items" DROP CONSTRAINT "hidden_items_item_kind_check";--> statement-breakpoint
ALTER TABLE "reports" DROP CONSTRAINT "reports_item_kind_check";--> statement-breakpoint
ALTER TABLE "checklists" ADD COLUMN "trip_id" uuid;--> statement-breakpoint
ALTER TABLE "trip_day_items" ADD CONSTRAINT "trip_day_items_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_days" ADD CONSTRAINT "trip_days_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_party_members" ADD CONSTRAINT "trip_party_members_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_party_members" ADD CONSTRAINT "trip_party_members_member_id_profiles_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_planners" ADD CONSTRAINT "trip_planners_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_planners" ADD CONSTRAINT "trip_planners_member_id_profiles_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_owner_id_profiles_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trip_day_items_day_idx" ON "trip_day_items" USING btree ("trip_id","day_number","position");--> statement-breakpoint
CREATE INDEX "trip_party_members_trip_idx" ON "trip_party_members" USING btree ("trip_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "trip_party_members_member_idx" ON "trip_party_members" USING btree ("trip_id","member_id") WHERE "trip_party_members"."member_id" is not null;--> statement-breakpoint
CREATE INDEX "trip_planners_member_idx" ON "trip_planners" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "trips_owner_idx" ON "trips" USING btree ("owner_id","arrives_on");--> statement-breakpoint
CREATE INDEX "trips_public_newest_idx" ON "trips" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "trips"."visibility" = 'public' and "trips"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "trips_search_idx" ON "trips" USING gin ("search_vector") WHERE "trips"."visibility" = 'public' and "trips"."deleted_at" is null;--> statement-breakpoint
ALTER TABLE "checklists" ADD CONSTRAINT "checklists_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "checklists_trip_idx" ON "checklists" USING btree ("trip_id") WHERE "checklists"."trip_id" is not null;--> statement-breakpoint
ALTER TABLE "hidden_items" ADD CONSTRAINT "hidden_items_item_kind_check" CHECK (item_kind in ('post', 'comment', 'message', 'profile', 'review', 'event', 'event_comment', 'group', 'tip', 'checklist', 'contest_entry', 'creator_listing', 'trip'));--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_item_kind_check" CHECK (item_kind in ('post', 'comment', 'message', 'profile', 'review', 'event', 'event_comment', 'group', 'tip', 'checklist', 'contest_entry', 'creator_listing', 'trip'));