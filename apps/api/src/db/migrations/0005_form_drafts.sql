CREATE TABLE "form_drafts" (
	"user_id" uuid NOT NULL,
	"form_key" text NOT NULL,
	"data" jsonb NOT NULL,
	"saved_at" timestamp with time zone NOT NULL,
	CONSTRAINT "form_drafts_user_id_form_key_pk" PRIMARY KEY("user_id","form_key")
);
--> statement-breakpoint
ALTER TABLE "form_drafts" ADD CONSTRAINT "form_drafts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;