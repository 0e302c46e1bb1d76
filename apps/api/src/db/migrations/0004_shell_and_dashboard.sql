CREATE TABLE "applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference_number" text NOT NULL,
	"company_id" uuid NOT NULL,
	"programme" smallint NOT NULL,
	"category" smallint NOT NULL,
	"status" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_recognitions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"programme" smallint NOT NULL,
	"status" smallint NOT NULL,
	"recognition_number" text NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	"scope_summary" text NOT NULL,
	"application_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recognition_suspensions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"recognition_id" uuid NOT NULL,
	"status" smallint NOT NULL,
	"reason" text NOT NULL,
	"effective_from" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "proficiency_test_analytes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"scheme_id" uuid NOT NULL,
	"name" text NOT NULL,
	"unit" text NOT NULL,
	"matrix" text NOT NULL,
	"position" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "proficiency_test_participations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"scheme_id" uuid NOT NULL,
	"registered_at" timestamp with time zone NOT NULL,
	"results_submitted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "proficiency_test_schemes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"matrix" text NOT NULL,
	"description" text,
	"status" smallint NOT NULL,
	"registration_opens_at" timestamp with time zone NOT NULL,
	"registration_closes_at" timestamp with time zone NOT NULL,
	"dispatch_at" timestamp with time zone NOT NULL,
	"results_due_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "in_app_notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"user_id" uuid,
	"title" text NOT NULL,
	"message" text NOT NULL,
	"link_path" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "user_guides" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"audience" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"file_size" bigint NOT NULL,
	"storage_key" text NOT NULL,
	"version" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_recognitions" ADD CONSTRAINT "company_recognitions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_recognitions" ADD CONSTRAINT "company_recognitions_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recognition_suspensions" ADD CONSTRAINT "recognition_suspensions_recognition_id_company_recognitions_id_fk" FOREIGN KEY ("recognition_id") REFERENCES "public"."company_recognitions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proficiency_test_analytes" ADD CONSTRAINT "proficiency_test_analytes_scheme_id_proficiency_test_schemes_id_fk" FOREIGN KEY ("scheme_id") REFERENCES "public"."proficiency_test_schemes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proficiency_test_participations" ADD CONSTRAINT "proficiency_test_participations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proficiency_test_participations" ADD CONSTRAINT "proficiency_test_participations_scheme_id_proficiency_test_schemes_id_fk" FOREIGN KEY ("scheme_id") REFERENCES "public"."proficiency_test_schemes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "in_app_notifications" ADD CONSTRAINT "in_app_notifications_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "in_app_notifications" ADD CONSTRAINT "in_app_notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "applications_reference_number_key" ON "applications" USING btree ("reference_number");--> statement-breakpoint
CREATE INDEX "applications_company_created_idx" ON "applications" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "company_recognitions_company_programme_key" ON "company_recognitions" USING btree ("company_id","programme");--> statement-breakpoint
CREATE UNIQUE INDEX "company_recognitions_number_key" ON "company_recognitions" USING btree ("recognition_number");--> statement-breakpoint
CREATE INDEX "recognition_suspensions_recognition_idx" ON "recognition_suspensions" USING btree ("recognition_id");--> statement-breakpoint
CREATE UNIQUE INDEX "proficiency_test_analytes_scheme_position_key" ON "proficiency_test_analytes" USING btree ("scheme_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "proficiency_test_participations_company_scheme_key" ON "proficiency_test_participations" USING btree ("company_id","scheme_id");--> statement-breakpoint
CREATE INDEX "proficiency_test_participations_scheme_idx" ON "proficiency_test_participations" USING btree ("scheme_id");--> statement-breakpoint
CREATE UNIQUE INDEX "proficiency_test_schemes_code_key" ON "proficiency_test_schemes" USING btree ("code");--> statement-breakpoint
CREATE INDEX "proficiency_test_schemes_status_idx" ON "proficiency_test_schemes" USING btree ("status");--> statement-breakpoint
CREATE INDEX "in_app_notifications_company_created_idx" ON "in_app_notifications" USING btree ("company_id","created_at");