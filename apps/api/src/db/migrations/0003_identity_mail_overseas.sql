CREATE TABLE "identity_sign_in_attempts" (
	"state" text PRIMARY KEY NOT NULL,
	"browser_binding_hash" text NOT NULL,
	"nonce" text NOT NULL,
	"code_verifier" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "relying_party_keys" (
	"kid" text PRIMARY KEY NOT NULL,
	"use" text NOT NULL,
	"alg" text NOT NULL,
	"private_jwk" jsonb NOT NULL,
	"retired_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to" text NOT NULL,
	"from" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "overseas_sign_in_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "overseas_sign_in_tokens" ADD CONSTRAINT "overseas_sign_in_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "identity_sign_in_attempts_expires_idx" ON "identity_sign_in_attempts" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "relying_party_keys_active_use_key" ON "relying_party_keys" USING btree ("use") WHERE "relying_party_keys"."retired_at" is null;--> statement-breakpoint
CREATE INDEX "mail_messages_sent_at_idx" ON "mail_messages" USING btree ("sent_at");--> statement-breakpoint
CREATE INDEX "overseas_sign_in_tokens_user_idx" ON "overseas_sign_in_tokens" USING btree ("user_id","created_at");