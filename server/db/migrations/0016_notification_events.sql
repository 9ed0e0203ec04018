-- Notifications that leave the portal (issue 35): one row per thing a person should learn of, written in the
-- same transaction as the change that causes it (the transactional outbox). `klic` makes a scheduled reminder
-- once per item: a second event with the same key is not inserted.
CREATE TABLE "notification_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"insured_person_id" bigint NOT NULL,
	"kategorie" text NOT NULL,
	"odkaz" text NOT NULL,
	"klic" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_events_klic_unique" UNIQUE("klic")
);
--> statement-breakpoint
ALTER TABLE "notification_events" ADD CONSTRAINT "notification_events_insured_person_id_insured_persons_id_fk" FOREIGN KEY ("insured_person_id") REFERENCES "public"."insured_persons"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "notification_events_person_idx" ON "notification_events" USING btree ("insured_person_id","created_at");
--> statement-breakpoint
-- An e-mail address or SMS number gets messages only once confirmed by a code (issue 35); changing it unconfirms it.
ALTER TABLE "person_contacts" ADD COLUMN "email_potvrzen_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "person_contacts" ADD COLUMN "telefon_sms_potvrzen_at" timestamp with time zone;
