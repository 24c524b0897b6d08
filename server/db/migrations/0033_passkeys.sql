CREATE TABLE "auth_webauthn_challenges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"challenge_type" text NOT NULL,
	"challenge" text NOT NULL,
	"user_verification" text DEFAULT 'preferred' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "auth_webauthn_challenges_type_check" CHECK ("auth_webauthn_challenges"."challenge_type" in ('registration', 'authentication'))
);
--> statement-breakpoint
CREATE TABLE "auth_webauthn_credentials" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"credential_id" text NOT NULL,
	"public_key" text NOT NULL,
	"aaguid" uuid,
	"sign_count" bigint DEFAULT 0 NOT NULL,
	"transports" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"backup_eligible" boolean DEFAULT false NOT NULL,
	"backed_up" boolean DEFAULT false NOT NULL,
	"friendly_name" text DEFAULT '' NOT NULL,
	"last_used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "auth_webauthn_challenges" ADD CONSTRAINT "auth_webauthn_challenges_user_id_auth_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_webauthn_credentials" ADD CONSTRAINT "auth_webauthn_credentials_user_id_auth_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auth_webauthn_challenges_expires_idx" ON "auth_webauthn_challenges" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "auth_webauthn_credentials_credential_id_key" ON "auth_webauthn_credentials" USING btree ("credential_id");--> statement-breakpoint
CREATE INDEX "auth_webauthn_credentials_user_idx" ON "auth_webauthn_credentials" USING btree ("user_id");