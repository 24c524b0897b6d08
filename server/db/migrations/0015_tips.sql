CREATE TABLE "tip_helpful_votes" (
	"tip_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tip_helpful_votes_tip_id_user_id_pk" PRIMARY KEY("tip_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "tips" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"author_id" uuid NOT NULL,
	"category" text NOT NULL,
	"park" text,
	"body" text NOT NULL,
	"helpful_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "tips_helpful_count_check" CHECK ("tips"."helpful_count" >= 0),
	CONSTRAINT "tips_category_check" CHECK ("tips"."category" in ('money', 'time', 'planning', 'insider'))
);
--> statement-breakpoint
ALTER TABLE "tip_helpful_votes" ADD CONSTRAINT "tip_helpful_votes_tip_id_tips_id_fk" FOREIGN KEY ("tip_id") REFERENCES "public"."tips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tip_helpful_votes" ADD CONSTRAINT "tip_helpful_votes_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tips" ADD CONSTRAINT "tips_author_id_profiles_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tip_helpful_votes_user_idx" ON "tip_helpful_votes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "tips_newest_idx" ON "tips" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "tips"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "tips_helpful_idx" ON "tips" USING btree ("helpful_count" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "tips"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "tips_category_newest_idx" ON "tips" USING btree ("category","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "tips"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "tips_author_idx" ON "tips" USING btree ("author_id","created_at" DESC NULLS LAST);