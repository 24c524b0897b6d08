CREATE TABLE "catalogue_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"park" text,
	"description" text DEFAULT '' NOT NULL,
	"facts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"source" text DEFAULT 'staff' NOT NULL,
	"review_count" integer DEFAULT 0 NOT NULL,
	"rating_sum" integer DEFAULT 0 NOT NULL,
	"stars_1" integer DEFAULT 0 NOT NULL,
	"stars_2" integer DEFAULT 0 NOT NULL,
	"stars_3" integer DEFAULT 0 NOT NULL,
	"stars_4" integer DEFAULT 0 NOT NULL,
	"stars_5" integer DEFAULT 0 NOT NULL,
	"last_review_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catalogue_items_kind_check" CHECK ("catalogue_items"."kind" in ('attraction', 'restaurant', 'hotel', 'park')),
	CONSTRAINT "catalogue_items_source_check" CHECK ("catalogue_items"."source" in ('guide', 'staff')),
	CONSTRAINT "catalogue_items_distribution_check" CHECK ("catalogue_items"."stars_1" >= 0 and "catalogue_items"."stars_2" >= 0 and "catalogue_items"."stars_3" >= 0 and "catalogue_items"."stars_4" >= 0 and "catalogue_items"."stars_5" >= 0
        and "catalogue_items"."review_count" = "catalogue_items"."stars_1" + "catalogue_items"."stars_2" + "catalogue_items"."stars_3" + "catalogue_items"."stars_4" + "catalogue_items"."stars_5"
        and "catalogue_items"."rating_sum" = "catalogue_items"."stars_1" + 2 * "catalogue_items"."stars_2" + 3 * "catalogue_items"."stars_3" + 4 * "catalogue_items"."stars_4" + 5 * "catalogue_items"."stars_5")
);
--> statement-breakpoint
CREATE TABLE "review_helpful_votes" (
	"review_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_helpful_votes_review_id_user_id_pk" PRIMARY KEY("review_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"item_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"stars" integer NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"visit_month" text NOT NULL,
	"party_type" text NOT NULL,
	"wait_minutes" integer,
	"helpful_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"edited_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "reviews_stars_check" CHECK ("reviews"."stars" between 1 and 5),
	CONSTRAINT "reviews_party_type_check" CHECK ("reviews"."party_type" in ('solo', 'couple', 'family_young', 'family_teens', 'adults_group')),
	CONSTRAINT "reviews_visit_month_check" CHECK ("reviews"."visit_month" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
	CONSTRAINT "reviews_wait_minutes_check" CHECK ("reviews"."wait_minutes" is null or "reviews"."wait_minutes" between 0 and 600),
	CONSTRAINT "reviews_helpful_count_check" CHECK ("reviews"."helpful_count" >= 0)
);
--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "review_id" uuid;--> statement-breakpoint
ALTER TABLE "review_helpful_votes" ADD CONSTRAINT "review_helpful_votes_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_helpful_votes" ADD CONSTRAINT "review_helpful_votes_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_item_id_catalogue_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."catalogue_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_author_id_profiles_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "catalogue_items_slug_key" ON "catalogue_items" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "catalogue_items_search_trgm_idx" ON "catalogue_items" USING gin ((name || ' ' || description) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "catalogue_items_reviewed_idx" ON "catalogue_items" USING btree ("review_count" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "review_helpful_votes_user_idx" ON "review_helpful_votes" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_item_author_key" ON "reviews" USING btree ("item_id","author_id") WHERE "reviews"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "reviews_item_newest_idx" ON "reviews" USING btree ("item_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "reviews"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "reviews_item_helpful_idx" ON "reviews" USING btree ("item_id","helpful_count" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "reviews"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "reviews_item_stars_idx" ON "reviews" USING btree ("item_id","stars","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "reviews"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "reviews_author_idx" ON "reviews" USING btree ("author_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "reviews"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "reviews_newest_idx" ON "reviews" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "reviews"."deleted_at" is null;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "uploads_review_idx" ON "uploads" USING btree ("review_id","position") WHERE "uploads"."review_id" is not null;