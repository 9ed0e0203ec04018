-- Delivering notifications (issue 35, docs/adr/0011-notification-queue.md). An event is expanded once (`rozeslano_at`)
-- into deliveries: one per recipient (a user who represents the person) × channel × target, unique, so an expansion that
-- runs again adds none. The queue (pg-boss, its own schema `pgboss`) carries one job per delivery; the delivery row keeps
-- what staff see: state, attempts, the last error (no personal data), when it was sent.
ALTER TABLE "notification_events" ADD COLUMN "rozeslano_at" timestamp with time zone;
--> statement-breakpoint
CREATE INDEX "notification_events_pending_idx" ON "notification_events" USING btree ("id") WHERE "rozeslano_at" IS NULL;
--> statement-breakpoint
CREATE TABLE "notification_deliveries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"event_id" bigint NOT NULL,
	"user_id" integer NOT NULL,
	"kanal" text NOT NULL,
	"cil" text NOT NULL,
	"stav" text DEFAULT 'CEKA' NOT NULL,
	"pokusy" integer DEFAULT 0 NOT NULL,
	"posledni_chyba" text,
	"odeslat_po" timestamp with time zone,
	"odeslano_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "notification_deliveries_target_unique" ON "notification_deliveries" USING btree ("event_id","user_id","kanal","cil");
--> statement-breakpoint
ALTER TABLE "notification_deliveries" ADD CONSTRAINT "notification_deliveries_event_id_notification_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."notification_events"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "notification_deliveries" ADD CONSTRAINT "notification_deliveries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "notification_deliveries_created_idx" ON "notification_deliveries" USING btree ("created_at");
--> statement-breakpoint
-- Confirming an e-mail address or SMS number by a code: one live code per person and channel; only its hash is kept.
CREATE TABLE "contact_confirmations" (
	"insured_person_id" bigint NOT NULL,
	"kanal" text NOT NULL,
	"adresa" text NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"sent_count" integer DEFAULT 1 NOT NULL,
	"window_started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_confirmations_insured_person_id_kanal_pk" PRIMARY KEY("insured_person_id","kanal")
);
--> statement-breakpoint
ALTER TABLE "contact_confirmations" ADD CONSTRAINT "contact_confirmations_insured_person_id_insured_persons_id_fk" FOREIGN KEY ("insured_person_id") REFERENCES "public"."insured_persons"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- The old outbox (issue 15) had no gateway and no reader; the deliveries replace it.
DROP TABLE "notification_outbox";
