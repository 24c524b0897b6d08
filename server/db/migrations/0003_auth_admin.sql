ALTER TABLE "auth_users" ADD COLUMN "invited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "auth_users" ADD COLUMN "deleted_at" timestamp with time zone;