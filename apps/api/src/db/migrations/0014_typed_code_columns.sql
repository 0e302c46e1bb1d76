ALTER TABLE "programme_application_templates" ADD CONSTRAINT "programme_application_templates_programme_check" CHECK ("programme_application_templates"."programme" in (1, 2, 3));--> statement-breakpoint
ALTER TABLE "programme_application_templates" ADD CONSTRAINT "programme_application_templates_category_check" CHECK ("programme_application_templates"."category" in (1, 2, 3, 4));--> statement-breakpoint
ALTER TABLE "application_comments" ADD CONSTRAINT "application_comments_author_party_check" CHECK ("application_comments"."author_party" in ('company', 'officer'));--> statement-breakpoint
ALTER TABLE "application_correspondence" ADD CONSTRAINT "application_correspondence_status_check" CHECK ("application_correspondence"."status" in (1, 2, 3, 4, 5));--> statement-breakpoint
ALTER TABLE "application_findings" ADD CONSTRAINT "application_findings_severity_check" CHECK ("application_findings"."severity" in (1, 2, 3));--> statement-breakpoint
ALTER TABLE "application_reminders" ADD CONSTRAINT "application_reminders_kind_check" CHECK ("application_reminders"."kind" in ('due-soon', 'overdue'));--> statement-breakpoint
ALTER TABLE "approval_document_versions" ADD CONSTRAINT "approval_document_versions_status_check" CHECK ("approval_document_versions"."status" in (1, 2, 3, 4, 5));--> statement-breakpoint
ALTER TABLE "approval_document_versions" ADD CONSTRAINT "approval_document_versions_response_status_check" CHECK ("approval_document_versions"."response_status" in (0, 1, 2, 3));--> statement-breakpoint
ALTER TABLE "corrective_actions" ADD CONSTRAINT "corrective_actions_status_check" CHECK ("corrective_actions"."status" in (1, 2, 3, 4));--> statement-breakpoint
ALTER TABLE "site_verifications" ADD CONSTRAINT "site_verifications_outcome_check" CHECK ("site_verifications"."outcome" in ('findings', 'no-findings'));--> statement-breakpoint
ALTER TABLE "application_events" ADD CONSTRAINT "application_events_from_status_check" CHECK ("application_events"."from_status" in (1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 1101, 1102));--> statement-breakpoint
ALTER TABLE "application_events" ADD CONSTRAINT "application_events_to_status_check" CHECK ("application_events"."to_status" in (1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 1101, 1102));--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_programme_check" CHECK ("applications"."programme" in (1, 2, 3));--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_category_check" CHECK ("applications"."category" in (1, 2, 3, 4));--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_status_check" CHECK ("applications"."status" in (1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 1101, 1102));--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_outcome_kind_check" CHECK ("applications"."outcome_kind" in (1, 2, 3));--> statement-breakpoint
ALTER TABLE "attachment_uploads" ADD CONSTRAINT "attachment_uploads_purpose_check" CHECK ("attachment_uploads"."purpose" in ('signature', 'document'));--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_purpose_check" CHECK ("attachments"."purpose" in ('signature', 'document', 'declaration-signature'));--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_status_check" CHECK ("attachments"."status" in (1, 2, 3, 4, 4001));--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_region_type_check" CHECK ("companies"."region_type" in (1, 2));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_check" CHECK ("users"."role" in ('company', 'officer'));--> statement-breakpoint
ALTER TABLE "proficiency_test_analytes" ADD CONSTRAINT "proficiency_test_analytes_assigned_value_source_check" CHECK ("proficiency_test_analytes"."assigned_value_source" in ('consensus', 'reference'));--> statement-breakpoint
ALTER TABLE "proficiency_test_analytes" ADD CONSTRAINT "proficiency_test_analytes_sigma_rule_check" CHECK ("proficiency_test_analytes"."sigma_rule" in ('robust', 'fixed', 'percent'));--> statement-breakpoint
ALTER TABLE "proficiency_test_analytes" ADD CONSTRAINT "proficiency_test_analytes_score_kind_check" CHECK ("proficiency_test_analytes"."score_kind" in ('z', 'z-prime'));--> statement-breakpoint
ALTER TABLE "proficiency_test_documents" ADD CONSTRAINT "proficiency_test_documents_kind_check" CHECK ("proficiency_test_documents"."kind" in ('general', 'participant-package', 'report'));--> statement-breakpoint
ALTER TABLE "proficiency_test_participations" ADD CONSTRAINT "proficiency_test_participations_sample_condition_check" CHECK ("proficiency_test_participations"."sample_condition" in ('good', 'damaged', 'leaking', 'temperature'));--> statement-breakpoint
ALTER TABLE "proficiency_test_results" ADD CONSTRAINT "proficiency_test_results_outcome_check" CHECK ("proficiency_test_results"."outcome" in ('value', 'less-than', 'not-tested'));--> statement-breakpoint
ALTER TABLE "proficiency_test_results" ADD CONSTRAINT "proficiency_test_results_score_class_check" CHECK ("proficiency_test_results"."score_class" in ('satisfactory', 'questionable', 'unsatisfactory'));--> statement-breakpoint
ALTER TABLE "proficiency_test_schemes" ADD CONSTRAINT "proficiency_test_schemes_status_check" CHECK ("proficiency_test_schemes"."status" in (1, 2, 3, 4, 5, 6));--> statement-breakpoint
ALTER TABLE "company_recognitions" ADD CONSTRAINT "company_recognitions_programme_check" CHECK ("company_recognitions"."programme" in (1, 2, 3));--> statement-breakpoint
ALTER TABLE "company_recognitions" ADD CONSTRAINT "company_recognitions_status_check" CHECK ("company_recognitions"."status" in (1, 2, 3, 4, 5, 6));--> statement-breakpoint
ALTER TABLE "recognition_events" ADD CONSTRAINT "recognition_events_subject_check" CHECK ("recognition_events"."subject" in ('recognition', 'suspension', 'pending-details'));--> statement-breakpoint
ALTER TABLE "recognition_events" ADD CONSTRAINT "recognition_events_from_status_check" CHECK (case "recognition_events"."subject" when 'recognition' then "recognition_events"."from_status" in (1, 2, 3, 4, 5, 6) when 'suspension' then "recognition_events"."from_status" in (1, 2, 3, 4, 5, 6, 7, 8, 9) when 'pending-details' then "recognition_events"."from_status" in (1, 2, 3, 4) end);--> statement-breakpoint
ALTER TABLE "recognition_events" ADD CONSTRAINT "recognition_events_to_status_check" CHECK (case "recognition_events"."subject" when 'recognition' then "recognition_events"."to_status" in (1, 2, 3, 4, 5, 6) when 'suspension' then "recognition_events"."to_status" in (1, 2, 3, 4, 5, 6, 7, 8, 9) when 'pending-details' then "recognition_events"."to_status" in (1, 2, 3, 4) end);--> statement-breakpoint
ALTER TABLE "recognition_pending_details" ADD CONSTRAINT "recognition_pending_details_status_check" CHECK ("recognition_pending_details"."status" in (1, 2, 3, 4));--> statement-breakpoint
ALTER TABLE "recognition_suspensions" ADD CONSTRAINT "recognition_suspensions_status_check" CHECK ("recognition_suspensions"."status" in (1, 2, 3, 4, 5, 6, 7, 8, 9));--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_ended_reason_check" CHECK ("sessions"."ended_reason" in ('Logout', 'NewSession', 'Inactivity'));--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_severity_check" CHECK ("banners"."severity" in ('info', 'warning', 'critical'));--> statement-breakpoint
ALTER TABLE "company_terms_and_conditions" ADD CONSTRAINT "company_terms_and_conditions_programme_check" CHECK ("company_terms_and_conditions"."programme" in (1, 2, 3));--> statement-breakpoint
ALTER TABLE "company_terms_and_conditions" ADD CONSTRAINT "company_terms_and_conditions_status_check" CHECK ("company_terms_and_conditions"."status" in (1, 2, 3, 4, 5));--> statement-breakpoint
ALTER TABLE "terms_documents" ADD CONSTRAINT "terms_documents_programme_check" CHECK ("terms_documents"."programme" in (1, 2, 3));--> statement-breakpoint
ALTER TABLE "user_guides" ADD CONSTRAINT "user_guides_audience_check" CHECK ("user_guides"."audience" in ('local', 'pt', 'all'));