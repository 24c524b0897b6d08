ALTER TABLE "auth_mfa_factors" ALTER COLUMN "secret" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "auth_mfa_challenges" ADD COLUMN "webauthn_session" jsonb;--> statement-breakpoint
ALTER TABLE "auth_mfa_factors" ADD COLUMN "webauthn_credential" jsonb;--> statement-breakpoint
ALTER TABLE "auth_mfa_factors" ADD COLUMN "webauthn_aaguid" uuid;