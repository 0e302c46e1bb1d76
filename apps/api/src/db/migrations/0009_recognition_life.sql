CREATE TABLE "recognition_event_documents" (
	"event_id" uuid NOT NULL,
	"attachment_id" uuid NOT NULL,
	CONSTRAINT "recognition_event_documents_event_id_attachment_id_pk" PRIMARY KEY("event_id","attachment_id")
);
--> statement-breakpoint
CREATE TABLE "recognition_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"recognition_id" uuid NOT NULL,
	"subject" text NOT NULL,
	"subject_id" uuid,
	"action" text NOT NULL,
	"from_status" smallint,
	"to_status" smallint,
	"actor_user_id" uuid,
	"detail" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recognition_pending_details" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"recognition_id" uuid NOT NULL,
	"description" text NOT NULL,
	"due_date" date,
	"status" smallint NOT NULL,
	"requested_by_user_id" uuid,
	"response" text,
	"responded_at" timestamp with time zone,
	"return_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recognition_reminders" (
	"recognition_id" uuid NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	"days_before" smallint NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recognition_reminders_recognition_id_valid_until_days_before_pk" PRIMARY KEY("recognition_id","valid_until","days_before")
);
--> statement-breakpoint
ALTER TABLE "recognition_suspensions" ALTER COLUMN "effective_from" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "recognition_suspensions" ADD COLUMN "appeal_deadline" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "recognition_suspensions" ADD COLUMN "proposed_by_user_id" uuid;--> statement-breakpoint
ALTER TABLE "recognition_suspensions" ADD COLUMN "ended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "recognition_event_documents" ADD CONSTRAINT "recognition_event_documents_event_id_recognition_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."recognition_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recognition_event_documents" ADD CONSTRAINT "recognition_event_documents_attachment_id_attachments_id_fk" FOREIGN KEY ("attachment_id") REFERENCES "public"."attachments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recognition_events" ADD CONSTRAINT "recognition_events_recognition_id_company_recognitions_id_fk" FOREIGN KEY ("recognition_id") REFERENCES "public"."company_recognitions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recognition_events" ADD CONSTRAINT "recognition_events_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recognition_pending_details" ADD CONSTRAINT "recognition_pending_details_recognition_id_company_recognitions_id_fk" FOREIGN KEY ("recognition_id") REFERENCES "public"."company_recognitions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recognition_pending_details" ADD CONSTRAINT "recognition_pending_details_requested_by_user_id_users_id_fk" FOREIGN KEY ("requested_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recognition_reminders" ADD CONSTRAINT "recognition_reminders_recognition_id_company_recognitions_id_fk" FOREIGN KEY ("recognition_id") REFERENCES "public"."company_recognitions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recognition_event_documents_attachment_idx" ON "recognition_event_documents" USING btree ("attachment_id");--> statement-breakpoint
CREATE INDEX "recognition_events_recognition_idx" ON "recognition_events" USING btree ("recognition_id","at");--> statement-breakpoint
CREATE INDEX "recognition_events_subject_idx" ON "recognition_events" USING btree ("subject_id");--> statement-breakpoint
CREATE INDEX "recognition_pending_details_recognition_idx" ON "recognition_pending_details" USING btree ("recognition_id");--> statement-breakpoint
ALTER TABLE "recognition_suspensions" ADD CONSTRAINT "recognition_suspensions_proposed_by_user_id_users_id_fk" FOREIGN KEY ("proposed_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_recognitions_status_valid_until_idx" ON "company_recognitions" USING btree ("status","valid_until");--> statement-breakpoint
CREATE UNIQUE INDEX "recognition_suspensions_open_key" ON "recognition_suspensions" USING btree ("recognition_id") WHERE "recognition_suspensions"."status" in (1, 2, 4, 5, 6, 7);