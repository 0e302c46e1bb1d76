CREATE TABLE "proficiency_test_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"scheme_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"attachment_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "proficiency_test_results" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"participation_id" uuid NOT NULL,
	"analyte_id" uuid NOT NULL,
	"outcome" text,
	"value_text" text DEFAULT '' NOT NULL,
	"value" double precision,
	"uncertainty_text" text DEFAULT '' NOT NULL,
	"method" text DEFAULT '' NOT NULL,
	"score" double precision,
	"score_class" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "proficiency_test_analytes" ADD COLUMN "assigned_value_source" text DEFAULT 'consensus' NOT NULL;--> statement-breakpoint
ALTER TABLE "proficiency_test_analytes" ADD COLUMN "reference_value" double precision;--> statement-breakpoint
ALTER TABLE "proficiency_test_analytes" ADD COLUMN "reference_uncertainty" double precision;--> statement-breakpoint
ALTER TABLE "proficiency_test_analytes" ADD COLUMN "sigma_rule" text DEFAULT 'robust' NOT NULL;--> statement-breakpoint
ALTER TABLE "proficiency_test_analytes" ADD COLUMN "sigma_value" double precision;--> statement-breakpoint
ALTER TABLE "proficiency_test_analytes" ADD COLUMN "result_count" integer;--> statement-breakpoint
ALTER TABLE "proficiency_test_analytes" ADD COLUMN "robust_mean" double precision;--> statement-breakpoint
ALTER TABLE "proficiency_test_analytes" ADD COLUMN "robust_sd" double precision;--> statement-breakpoint
ALTER TABLE "proficiency_test_analytes" ADD COLUMN "assigned_value" double precision;--> statement-breakpoint
ALTER TABLE "proficiency_test_analytes" ADD COLUMN "assigned_uncertainty" double precision;--> statement-breakpoint
ALTER TABLE "proficiency_test_analytes" ADD COLUMN "sigma_pt" double precision;--> statement-breakpoint
ALTER TABLE "proficiency_test_analytes" ADD COLUMN "score_kind" text;--> statement-breakpoint
ALTER TABLE "proficiency_test_analytes" ADD COLUMN "statistics_problem" text;--> statement-breakpoint
ALTER TABLE "proficiency_test_participations" ADD COLUMN "registered_by_user_id" uuid;--> statement-breakpoint
ALTER TABLE "proficiency_test_participations" ADD COLUMN "lab_code" text;--> statement-breakpoint
UPDATE "proficiency_test_participations" AS p SET "lab_code" = numbered.code FROM (
	SELECT "id", 'A' || lpad((row_number() OVER (PARTITION BY "scheme_id" ORDER BY "registered_at", "id"))::text, 2, '0') AS code
	FROM "proficiency_test_participations"
) AS numbered WHERE numbered."id" = p."id";--> statement-breakpoint
ALTER TABLE "proficiency_test_participations" ALTER COLUMN "lab_code" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "proficiency_test_participations" ADD COLUMN "analyte_ids" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "proficiency_test_participations" ADD COLUMN "contact_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "proficiency_test_participations" ADD COLUMN "contact_email" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "proficiency_test_participations" ADD COLUMN "contact_number" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "proficiency_test_participations" ADD COLUMN "delivery_address" jsonb;--> statement-breakpoint
ALTER TABLE "proficiency_test_participations" ADD COLUMN "courier" text;--> statement-breakpoint
ALTER TABLE "proficiency_test_participations" ADD COLUMN "tracking_number" text;--> statement-breakpoint
ALTER TABLE "proficiency_test_participations" ADD COLUMN "dispatched_on" date;--> statement-breakpoint
ALTER TABLE "proficiency_test_participations" ADD COLUMN "dispatch_recorded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "proficiency_test_participations" ADD COLUMN "received_on" date;--> statement-breakpoint
ALTER TABLE "proficiency_test_participations" ADD COLUMN "sample_condition" text;--> statement-breakpoint
ALTER TABLE "proficiency_test_participations" ADD COLUMN "receipt_notes" text;--> statement-breakpoint
ALTER TABLE "proficiency_test_participations" ADD COLUMN "receipt_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "proficiency_test_participations" ADD COLUMN "receipt_confirmed_by_user_id" uuid;--> statement-breakpoint
ALTER TABLE "proficiency_test_participations" ADD COLUMN "methodology_attachment_id" uuid;--> statement-breakpoint
ALTER TABLE "proficiency_test_participations" ADD COLUMN "results_saved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "proficiency_test_participations" ADD COLUMN "results_saved_by_user_id" uuid;--> statement-breakpoint
ALTER TABLE "proficiency_test_participations" ADD COLUMN "results_submitted_by_user_id" uuid;--> statement-breakpoint
ALTER TABLE "proficiency_test_schemes" ADD COLUMN "fee_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "proficiency_test_schemes" ADD COLUMN "created_by_user_id" uuid;--> statement-breakpoint
ALTER TABLE "proficiency_test_schemes" ADD COLUMN "statistics_computed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "proficiency_test_schemes" ADD COLUMN "statistics_reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "proficiency_test_schemes" ADD COLUMN "statistics_reviewed_by_user_id" uuid;--> statement-breakpoint
ALTER TABLE "proficiency_test_schemes" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "proficiency_test_documents" ADD CONSTRAINT "proficiency_test_documents_scheme_id_proficiency_test_schemes_id_fk" FOREIGN KEY ("scheme_id") REFERENCES "public"."proficiency_test_schemes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proficiency_test_documents" ADD CONSTRAINT "proficiency_test_documents_attachment_id_attachments_id_fk" FOREIGN KEY ("attachment_id") REFERENCES "public"."attachments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proficiency_test_results" ADD CONSTRAINT "proficiency_test_results_participation_id_proficiency_test_participations_id_fk" FOREIGN KEY ("participation_id") REFERENCES "public"."proficiency_test_participations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proficiency_test_results" ADD CONSTRAINT "proficiency_test_results_analyte_id_proficiency_test_analytes_id_fk" FOREIGN KEY ("analyte_id") REFERENCES "public"."proficiency_test_analytes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "proficiency_test_documents_scheme_idx" ON "proficiency_test_documents" USING btree ("scheme_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "proficiency_test_results_participation_analyte_key" ON "proficiency_test_results" USING btree ("participation_id","analyte_id");--> statement-breakpoint
CREATE INDEX "proficiency_test_results_analyte_idx" ON "proficiency_test_results" USING btree ("analyte_id");--> statement-breakpoint
ALTER TABLE "proficiency_test_participations" ADD CONSTRAINT "proficiency_test_participations_registered_by_user_id_users_id_fk" FOREIGN KEY ("registered_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proficiency_test_participations" ADD CONSTRAINT "proficiency_test_participations_receipt_confirmed_by_user_id_users_id_fk" FOREIGN KEY ("receipt_confirmed_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proficiency_test_participations" ADD CONSTRAINT "proficiency_test_participations_methodology_attachment_id_attachments_id_fk" FOREIGN KEY ("methodology_attachment_id") REFERENCES "public"."attachments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proficiency_test_participations" ADD CONSTRAINT "proficiency_test_participations_results_saved_by_user_id_users_id_fk" FOREIGN KEY ("results_saved_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proficiency_test_participations" ADD CONSTRAINT "proficiency_test_participations_results_submitted_by_user_id_users_id_fk" FOREIGN KEY ("results_submitted_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proficiency_test_schemes" ADD CONSTRAINT "proficiency_test_schemes_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proficiency_test_schemes" ADD CONSTRAINT "proficiency_test_schemes_statistics_reviewed_by_user_id_users_id_fk" FOREIGN KEY ("statistics_reviewed_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "proficiency_test_participations_scheme_lab_code_key" ON "proficiency_test_participations" USING btree ("scheme_id","lab_code");