CREATE TABLE "bank_accounts" (
	"insured_person_id" bigint PRIMARY KEY NOT NULL,
	"predcisli" text,
	"cislo" text NOT NULL,
	"banka" text NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consent_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"insured_person_id" bigint NOT NULL,
	"kod" text NOT NULL,
	"stav" text NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"changed_by_user_id" integer
);
--> statement-breakpoint
CREATE TABLE "consents" (
	"insured_person_id" bigint NOT NULL,
	"kod" text NOT NULL,
	"stav" text NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consents_insured_person_id_kod_pk" PRIMARY KEY("insured_person_id","kod")
);
--> statement-breakpoint
ALTER TABLE "doctor_access" ADD COLUMN "valid_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_insured_person_id_insured_persons_id_fk" FOREIGN KEY ("insured_person_id") REFERENCES "public"."insured_persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consent_history" ADD CONSTRAINT "consent_history_insured_person_id_insured_persons_id_fk" FOREIGN KEY ("insured_person_id") REFERENCES "public"."insured_persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consent_history" ADD CONSTRAINT "consent_history_changed_by_user_id_users_id_fk" FOREIGN KEY ("changed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_insured_person_id_insured_persons_id_fk" FOREIGN KEY ("insured_person_id") REFERENCES "public"."insured_persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consent_history_person_idx" ON "consent_history" USING btree ("insured_person_id","kod","changed_at");