CREATE TABLE "auth_oauth_authorizations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"authorization_id" text NOT NULL,
	"client_id" uuid NOT NULL,
	"user_id" uuid,
	"redirect_uri" text NOT NULL,
	"scope" text NOT NULL,
	"state" text,
	"resource" text,
	"nonce" text,
	"code_challenge" text NOT NULL,
	"code_challenge_method" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"authorization_code_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"approved_at" timestamp with time zone,
	CONSTRAINT "auth_oauth_authorizations_authorization_id_unique" UNIQUE("authorization_id"),
	CONSTRAINT "auth_oauth_authorizations_authorization_code_hash_unique" UNIQUE("authorization_code_hash")
);
--> statement-breakpoint
CREATE TABLE "auth_oauth_clients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_secret_hash" text,
	"registration_type" text NOT NULL,
	"client_type" text NOT NULL,
	"token_endpoint_auth_method" text NOT NULL,
	"client_name" text,
	"client_uri" text,
	"logo_uri" text,
	"redirect_uris" jsonb NOT NULL,
	"grant_types" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_oauth_consents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"scopes" text NOT NULL,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "auth_sessions" ADD COLUMN "oauth_client_id" uuid;--> statement-breakpoint
ALTER TABLE "auth_sessions" ADD COLUMN "oauth_scopes" text;--> statement-breakpoint
ALTER TABLE "auth_oauth_authorizations" ADD CONSTRAINT "auth_oauth_authorizations_client_id_auth_oauth_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."auth_oauth_clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_oauth_authorizations" ADD CONSTRAINT "auth_oauth_authorizations_user_id_auth_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_oauth_consents" ADD CONSTRAINT "auth_oauth_consents_user_id_auth_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_oauth_consents" ADD CONSTRAINT "auth_oauth_consents_client_id_auth_oauth_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."auth_oauth_clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auth_oauth_authorizations_expires_idx" ON "auth_oauth_authorizations" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "auth_oauth_consents_user_client_idx" ON "auth_oauth_consents" USING btree ("user_id","client_id");--> statement-breakpoint
ALTER TABLE "auth_sessions" ADD CONSTRAINT "auth_sessions_oauth_client_id_auth_oauth_clients_id_fk" FOREIGN KEY ("oauth_client_id") REFERENCES "public"."auth_oauth_clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auth_sessions_oauth_client_idx" ON "auth_sessions" USING btree ("oauth_client_id");