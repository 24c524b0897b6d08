CREATE TABLE "creator_kinds" (
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "creator_kinds_user_id_kind_pk" PRIMARY KEY("user_id","kind"),
	CONSTRAINT "creator_kinds_kind_check" CHECK ("creator_kinds"."kind" in ('photographer', 'vlogger', 'influencer', 'trip_planner'))
);
--> statement-breakpoint
CREATE TABLE "creator_portfolio_photos" (
	"user_id" uuid NOT NULL,
	"upload_id" uuid NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "creator_portfolio_photos_user_id_upload_id_pk" PRIMARY KEY("user_id","upload_id"),
	CONSTRAINT "creator_portfolio_position_check" CHECK ("creator_portfolio_photos"."position" >= 0 and "creator_portfolio_photos"."position" < 12)
);
--> statement-breakpoint
CREATE TABLE "creator_profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"headline" text NOT NULL,
	"bio" text DEFAULT '' NOT NULL,
	"parks" text[] DEFAULT '{}'::text[] NOT NULL,
	"languages" text[] DEFAULT '{}'::text[] NOT NULL,
	"website_url" text,
	"youtube_url" text,
	"instagram_url" text,
	"tiktok_url" text,
	"agency" text,
	"services" text,
	"session_types" text,
	"rates" text,
	"verified" boolean DEFAULT false NOT NULL,
	"verified_at" timestamp with time zone,
	"verified_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "creator_kinds" ADD CONSTRAINT "creator_kinds_user_id_creator_profiles_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."creator_profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creator_portfolio_photos" ADD CONSTRAINT "creator_portfolio_photos_user_id_creator_profiles_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."creator_profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creator_portfolio_photos" ADD CONSTRAINT "creator_portfolio_photos_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creator_profiles" ADD CONSTRAINT "creator_profiles_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creator_profiles" ADD CONSTRAINT "creator_profiles_verified_by_profiles_id_fk" FOREIGN KEY ("verified_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "creator_kinds_kind_idx" ON "creator_kinds" USING btree ("kind","created_at" DESC NULLS LAST,"user_id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "creator_portfolio_position_key" ON "creator_portfolio_photos" USING btree ("user_id","position");--> statement-breakpoint
CREATE INDEX "creator_profiles_parks_idx" ON "creator_profiles" USING gin ("parks");--> statement-breakpoint
CREATE INDEX "creator_profiles_languages_idx" ON "creator_profiles" USING gin ("languages");