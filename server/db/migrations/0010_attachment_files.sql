-- Attachment bytes as files under DATA_DIR on PGlite (ADR 0008): a row holds its bytes in content (bytea) or names its file in file_name, never both.
ALTER TABLE "attachments" ALTER COLUMN "content" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "attachments" ADD COLUMN "file_name" text;--> statement-breakpoint
CREATE UNIQUE INDEX "attachments_file_name_idx" ON "attachments" USING btree ("file_name");--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_content_or_file" CHECK (num_nonnulls("attachments"."content", "attachments"."file_name") = 1);