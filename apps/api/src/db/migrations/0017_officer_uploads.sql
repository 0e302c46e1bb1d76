ALTER TABLE "attachment_uploads" DROP CONSTRAINT "attachment_uploads_purpose_check";--> statement-breakpoint
ALTER TABLE "attachments" DROP CONSTRAINT "attachments_purpose_check";--> statement-breakpoint
ALTER TABLE "attachment_uploads" ADD CONSTRAINT "attachment_uploads_purpose_check" CHECK ("attachment_uploads"."purpose" in ('signature', 'document', 'officer-document'));--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_purpose_check" CHECK ("attachments"."purpose" in ('signature', 'document', 'officer-document', 'declaration-signature'));