CREATE TABLE "programme_application_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"programme" smallint NOT NULL,
	"form" text NOT NULL,
	"category" smallint NOT NULL,
	"version" integer NOT NULL,
	"definition" jsonb NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_by_user_id" uuid
);
--> statement-breakpoint
CREATE TABLE "application_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"action" text NOT NULL,
	"from_status" smallint,
	"to_status" smallint NOT NULL,
	"actor_user_id" uuid,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "application_sections" (
	"application_id" uuid NOT NULL,
	"section_id" text NOT NULL,
	"answers" jsonb NOT NULL,
	"confirmed" boolean DEFAULT false NOT NULL,
	"schema_version" integer NOT NULL,
	"row_version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by_user_id" uuid,
	CONSTRAINT "application_sections_application_id_section_id_pk" PRIMARY KEY("application_id","section_id")
);
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "form" text;--> statement-breakpoint
UPDATE "applications" SET "form" = CASE "category" WHEN 1 THEN 'new' WHEN 2 THEN 'renewal' WHEN 3 THEN 'change-of-scope' ELSE CASE "programme" WHEN 1 THEN 'change-of-company-name' WHEN 2 THEN 'change-of-company-details' ELSE 'change-of-company-name-and-address' END END;--> statement-breakpoint
ALTER TABLE "applications" ALTER COLUMN "form" SET NOT NULL;--> statement-breakpoint
CREATE SEQUENCE IF NOT EXISTS "application_reference_seq" START WITH 1001;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "template_id" uuid;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "baseline_application_id" uuid;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "baseline" jsonb;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "last_saved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "last_saved_by_user_id" uuid;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "declaration" jsonb;--> statement-breakpoint
ALTER TABLE "programme_application_templates" ADD CONSTRAINT "programme_application_templates_published_by_user_id_users_id_fk" FOREIGN KEY ("published_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_events" ADD CONSTRAINT "application_events_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_events" ADD CONSTRAINT "application_events_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_sections" ADD CONSTRAINT "application_sections_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_sections" ADD CONSTRAINT "application_sections_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "programme_application_templates_form_version_key" ON "programme_application_templates" USING btree ("programme","form","version");--> statement-breakpoint
CREATE INDEX "application_events_application_idx" ON "application_events" USING btree ("application_id","at");--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_template_id_programme_application_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."programme_application_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_last_saved_by_user_id_users_id_fk" FOREIGN KEY ("last_saved_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;