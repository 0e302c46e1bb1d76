CREATE TABLE "application_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"author_user_id" uuid NOT NULL,
	"author_party" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "application_correspondence" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"round" integer NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"documents_requested" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"due_date" date NOT NULL,
	"status" smallint NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"sent_by_user_id" uuid,
	"response_text" text,
	"response_attachment_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"responded_at" timestamp with time zone,
	"responded_by_user_id" uuid
);
--> statement-breakpoint
CREATE TABLE "application_findings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"clause" text NOT NULL,
	"description" text NOT NULL,
	"severity" smallint NOT NULL,
	"due_date" date NOT NULL,
	"acknowledged_at" timestamp with time zone,
	"acknowledged_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "application_invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"number" text NOT NULL,
	"lines" jsonb NOT NULL,
	"amount_sgd" numeric(12, 2) NOT NULL,
	"due_date" date NOT NULL,
	"attachment_id" uuid NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"issued_by_user_id" uuid,
	"paid_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "application_reminders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"subject" text NOT NULL,
	"kind" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "approval_document_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"document_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"attachment_id" uuid NOT NULL,
	"note" text,
	"status" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_user_id" uuid,
	"response_status" smallint DEFAULT 0 NOT NULL,
	"response_comment" text,
	"response_attachment_id" uuid,
	"responded_at" timestamp with time zone,
	"responded_by_user_id" uuid
);
--> statement-breakpoint
CREATE TABLE "approval_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"title" text NOT NULL,
	"existing" boolean DEFAULT false NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_user_id" uuid
);
--> statement-breakpoint
CREATE TABLE "corrective_actions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"finding_id" uuid NOT NULL,
	"attempt" integer NOT NULL,
	"text" text NOT NULL,
	"attachment_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" smallint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by_user_id" uuid,
	"submitted_at" timestamp with time zone,
	"reviewed_at" timestamp with time zone,
	"reviewed_by_user_id" uuid,
	"rejection_reason" text
);
--> statement-breakpoint
CREATE TABLE "site_verifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"scheduled_for" timestamp with time zone NOT NULL,
	"location" text NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"report_attachment_id" uuid,
	"outcome" text,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_user_id" uuid
);
--> statement-breakpoint
ALTER TABLE "application_events" ADD COLUMN "detail" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "acceptance" jsonb;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "outcome_kind" smallint;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "end_reason" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "status_since" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "application_comments" ADD CONSTRAINT "application_comments_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_comments" ADD CONSTRAINT "application_comments_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_correspondence" ADD CONSTRAINT "application_correspondence_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_correspondence" ADD CONSTRAINT "application_correspondence_sent_by_user_id_users_id_fk" FOREIGN KEY ("sent_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_correspondence" ADD CONSTRAINT "application_correspondence_responded_by_user_id_users_id_fk" FOREIGN KEY ("responded_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_findings" ADD CONSTRAINT "application_findings_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_findings" ADD CONSTRAINT "application_findings_acknowledged_by_user_id_users_id_fk" FOREIGN KEY ("acknowledged_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_invoices" ADD CONSTRAINT "application_invoices_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_invoices" ADD CONSTRAINT "application_invoices_attachment_id_attachments_id_fk" FOREIGN KEY ("attachment_id") REFERENCES "public"."attachments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_invoices" ADD CONSTRAINT "application_invoices_issued_by_user_id_users_id_fk" FOREIGN KEY ("issued_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_reminders" ADD CONSTRAINT "application_reminders_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_document_versions" ADD CONSTRAINT "approval_document_versions_document_id_approval_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."approval_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_document_versions" ADD CONSTRAINT "approval_document_versions_attachment_id_attachments_id_fk" FOREIGN KEY ("attachment_id") REFERENCES "public"."attachments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_document_versions" ADD CONSTRAINT "approval_document_versions_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_document_versions" ADD CONSTRAINT "approval_document_versions_response_attachment_id_attachments_id_fk" FOREIGN KEY ("response_attachment_id") REFERENCES "public"."attachments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_document_versions" ADD CONSTRAINT "approval_document_versions_responded_by_user_id_users_id_fk" FOREIGN KEY ("responded_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_documents" ADD CONSTRAINT "approval_documents_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_documents" ADD CONSTRAINT "approval_documents_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corrective_actions" ADD CONSTRAINT "corrective_actions_finding_id_application_findings_id_fk" FOREIGN KEY ("finding_id") REFERENCES "public"."application_findings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corrective_actions" ADD CONSTRAINT "corrective_actions_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corrective_actions" ADD CONSTRAINT "corrective_actions_reviewed_by_user_id_users_id_fk" FOREIGN KEY ("reviewed_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_verifications" ADD CONSTRAINT "site_verifications_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_verifications" ADD CONSTRAINT "site_verifications_report_attachment_id_attachments_id_fk" FOREIGN KEY ("report_attachment_id") REFERENCES "public"."attachments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_verifications" ADD CONSTRAINT "site_verifications_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_comments_application_idx" ON "application_comments" USING btree ("application_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "application_correspondence_round_key" ON "application_correspondence" USING btree ("application_id","round");--> statement-breakpoint
CREATE UNIQUE INDEX "application_findings_number_key" ON "application_findings" USING btree ("application_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "application_invoices_application_key" ON "application_invoices" USING btree ("application_id");--> statement-breakpoint
CREATE UNIQUE INDEX "application_invoices_number_key" ON "application_invoices" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "application_reminders_key" ON "application_reminders" USING btree ("application_id","subject","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "approval_document_versions_key" ON "approval_document_versions" USING btree ("document_id","version");--> statement-breakpoint
CREATE INDEX "approval_documents_application_idx" ON "approval_documents" USING btree ("application_id");--> statement-breakpoint
CREATE UNIQUE INDEX "corrective_actions_attempt_key" ON "corrective_actions" USING btree ("finding_id","attempt");--> statement-breakpoint
CREATE UNIQUE INDEX "site_verifications_application_key" ON "site_verifications" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "applications_status_since_idx" ON "applications" USING btree ("status","status_since");--> statement-breakpoint
UPDATE "applications" SET "status_since" = "updated_at";--> statement-breakpoint
CREATE SEQUENCE IF NOT EXISTS "application_invoice_seq" START WITH 1;
