CREATE TABLE "audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"officer_user_id" uuid,
	"actor" text NOT NULL,
	"action" text NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" text,
	"before" jsonb,
	"after" jsonb,
	"request_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "terms_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"programme" smallint NOT NULL,
	"version" integer NOT NULL,
	"title" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"file_size" bigint NOT NULL,
	"storage_key" text NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_by_user_id" uuid NOT NULL
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "is_regulator" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "company_terms_and_conditions" ADD COLUMN "document_id" uuid;--> statement-breakpoint
ALTER TABLE "company_terms_and_conditions" ADD COLUMN "contact_name" text;--> statement-breakpoint
ALTER TABLE "company_terms_and_conditions" ADD COLUMN "contact_email" text;--> statement-breakpoint
ALTER TABLE "company_terms_and_conditions" ADD COLUMN "purpose" text;--> statement-breakpoint
ALTER TABLE "company_terms_and_conditions" ADD COLUMN "requested_by_user_id" uuid;--> statement-breakpoint
ALTER TABLE "company_terms_and_conditions" ADD COLUMN "acknowledged_by_user_id" uuid;--> statement-breakpoint
ALTER TABLE "company_terms_and_conditions" ADD COLUMN "rejected_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "company_terms_and_conditions" ADD COLUMN "obsoleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_officer_user_id_users_id_fk" FOREIGN KEY ("officer_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terms_documents" ADD CONSTRAINT "terms_documents_published_by_user_id_users_id_fk" FOREIGN KEY ("published_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity_type","entity_id");--> statement-breakpoint
CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("action");--> statement-breakpoint
CREATE UNIQUE INDEX "terms_documents_programme_version_key" ON "terms_documents" USING btree ("programme","version");--> statement-breakpoint
ALTER TABLE "company_terms_and_conditions" ADD CONSTRAINT "company_terms_and_conditions_document_id_terms_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."terms_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_terms_and_conditions" ADD CONSTRAINT "company_terms_and_conditions_requested_by_user_id_users_id_fk" FOREIGN KEY ("requested_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_terms_and_conditions" ADD CONSTRAINT "company_terms_and_conditions_acknowledged_by_user_id_users_id_fk" FOREIGN KEY ("acknowledged_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "company_terms_one_live_per_programme_key" ON "company_terms_and_conditions" USING btree ("company_id","programme") WHERE "company_terms_and_conditions"."status" in (1, 3, 4);--> statement-breakpoint
CREATE INDEX "company_terms_status_idx" ON "company_terms_and_conditions" USING btree ("status","programme");