-- Links issued before this migration count as asked for from no particular client.
ALTER TABLE "overseas_sign_in_tokens" ADD COLUMN "requested_from" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "overseas_sign_in_tokens" ALTER COLUMN "requested_from" DROP DEFAULT;
