CREATE TABLE "outgoing_emails" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"status" smallint NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"company_id" uuid,
	"about" text,
	"about_id" uuid,
	"about_label" text,
	"sensitive" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "outgoing_emails_status_check" CHECK ("outgoing_emails"."status" in (1, 2, 3)),
	CONSTRAINT "outgoing_emails_about_check" CHECK ("outgoing_emails"."about" in ('application', 'recognition', 'pt-round', 'sign-in'))
);
--> statement-breakpoint
ALTER TABLE "outgoing_emails" ADD CONSTRAINT "outgoing_emails_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outgoing_emails_created_idx" ON "outgoing_emails" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "outgoing_emails_status_created_idx" ON "outgoing_emails" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "outgoing_emails_about_idx" ON "outgoing_emails" USING btree ("about_id");