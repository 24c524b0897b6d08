CREATE TABLE "checklist_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"checklist_id" uuid NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "checklist_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"checklist_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	"text" text NOT NULL,
	"note" text,
	"checked" boolean DEFAULT false NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "checklists" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"park" text,
	"topic" text DEFAULT 'other' NOT NULL,
	"trip_starts_on" date,
	"trip_ends_on" date,
	"visibility" text DEFAULT 'private' NOT NULL,
	"copied_from_id" uuid,
	"copy_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "checklists_copy_count_check" CHECK ("checklists"."copy_count" >= 0),
	CONSTRAINT "checklists_visibility_check" CHECK ("checklists"."visibility" in ('private', 'unlisted', 'public')),
	CONSTRAINT "checklists_topic_check" CHECK ("checklists"."topic" in ('packing', 'planning', 'rides', 'families', 'dining', 'other')),
	CONSTRAINT "checklists_trip_dates_check" CHECK ("checklists"."trip_ends_on" is null or "checklists"."trip_starts_on" is null or "checklists"."trip_ends_on" >= "checklists"."trip_starts_on")
);
--> statement-breakpoint
ALTER TABLE "checklist_categories" ADD CONSTRAINT "checklist_categories_checklist_id_checklists_id_fk" FOREIGN KEY ("checklist_id") REFERENCES "public"."checklists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklist_items" ADD CONSTRAINT "checklist_items_checklist_id_checklists_id_fk" FOREIGN KEY ("checklist_id") REFERENCES "public"."checklists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklist_items" ADD CONSTRAINT "checklist_items_category_id_checklist_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."checklist_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklists" ADD CONSTRAINT "checklists_owner_id_profiles_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklists" ADD CONSTRAINT "checklists_copied_from_id_checklists_id_fk" FOREIGN KEY ("copied_from_id") REFERENCES "public"."checklists"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "checklist_categories_checklist_idx" ON "checklist_categories" USING btree ("checklist_id","position");--> statement-breakpoint
CREATE INDEX "checklist_items_category_idx" ON "checklist_items" USING btree ("category_id","position");--> statement-breakpoint
CREATE INDEX "checklist_items_checklist_idx" ON "checklist_items" USING btree ("checklist_id");--> statement-breakpoint
CREATE INDEX "checklists_owner_idx" ON "checklists" USING btree ("owner_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "checklists_public_newest_idx" ON "checklists" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "checklists"."visibility" = 'public' and "checklists"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "checklists_public_copied_idx" ON "checklists" USING btree ("copy_count" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "checklists"."visibility" = 'public' and "checklists"."deleted_at" is null;