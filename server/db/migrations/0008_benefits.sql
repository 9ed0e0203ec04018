CREATE TABLE "benefit_care_claims" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"insured_person_id" bigint NOT NULL,
	"kind_kod" text NOT NULL,
	"request_id" bigint NOT NULL,
	"doklad_datum" date,
	"cesta_datum_od" date,
	"cesta_datum_do" date,
	"castka_uctenka_hal" bigint,
	"castka_narok_hal" bigint,
	"castka_schvalena_hal" bigint,
	"castka_vyplacena_hal" bigint,
	"datum_vyplaty" date,
	"poznamka_zps" text,
	"predcisli" text,
	"cislo" text NOT NULL,
	"banka" text NOT NULL,
	"ucet_aktualizace" boolean DEFAULT false NOT NULL,
	"poznamka" text,
	"typy_dokumentu" jsonb NOT NULL,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "benefit_care_claims_request_id_unique" UNIQUE("request_id")
);
--> statement-breakpoint
CREATE TABLE "benefit_care_kinds" (
	"kod" text PRIMARY KEY NOT NULL,
	"nazev" text NOT NULL,
	"popis" text NOT NULL,
	"podminky" jsonb NOT NULL,
	"typ" text NOT NULL,
	"schvalovani" text NOT NULL,
	"rezim" text NOT NULL,
	"sazba_hal" bigint,
	"max_dni" integer,
	"doklady" jsonb NOT NULL,
	"poradi" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "benefit_programme_claims" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"insured_person_id" bigint NOT NULL,
	"programme_id" bigint NOT NULL,
	"request_id" bigint NOT NULL,
	"datum_uctenka" date NOT NULL,
	"castka_uctenka_hal" bigint NOT NULL,
	"castka_narok_hal" bigint NOT NULL,
	"castka_schvalena_hal" bigint,
	"castka_vyplacena_hal" bigint,
	"datum_vyplaty" date,
	"poznamka_zps" text,
	"predcisli" text,
	"cislo" text NOT NULL,
	"banka" text NOT NULL,
	"poznamka" text,
	"typy_dokumentu" jsonb NOT NULL,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "benefit_programme_claims_request_id_unique" UNIQUE("request_id")
);
--> statement-breakpoint
CREATE TABLE "benefit_programmes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kod" text NOT NULL,
	"kod_zps" text NOT NULL,
	"rok" integer NOT NULL,
	"nazev" text NOT NULL,
	"popis" text NOT NULL,
	"podminky" jsonb NOT NULL,
	"kategorie" text NOT NULL,
	"vek_od" integer DEFAULT 0 NOT NULL,
	"vek_do" integer,
	"pohlavi" text,
	"limit_hal" bigint NOT NULL,
	"platnost_od" date NOT NULL,
	"platnost_do" date NOT NULL,
	"podani_do" date NOT NULL,
	"pojisteni_mesicu_min" integer DEFAULT 0 NOT NULL,
	"doklady" jsonb NOT NULL,
	"poradi" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "benefit_programmes_kod_zps_unique" UNIQUE("kod_zps")
);
--> statement-breakpoint
CREATE TABLE "cafeteria_periods" (
	"zamestnavatel" text NOT NULL,
	"rok" integer NOT NULL,
	"body" integer NOT NULL,
	"zmena_od" date NOT NULL,
	"zmena_do" date NOT NULL,
	CONSTRAINT "cafeteria_periods_zamestnavatel_rok_pk" PRIMARY KEY("zamestnavatel","rok")
);
--> statement-breakpoint
CREATE TABLE "cafeteria_settings" (
	"insured_person_id" bigint NOT NULL,
	"rok" integer NOT NULL,
	"rozdeleni" jsonb NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cafeteria_settings_insured_person_id_rok_pk" PRIMARY KEY("insured_person_id","rok")
);
--> statement-breakpoint
CREATE TABLE "vitalitas_enrolments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"insured_person_id" bigint NOT NULL,
	"typ" text NOT NULL,
	"datum_od" date NOT NULL,
	"datum_do" date NOT NULL,
	"cena_hal" bigint NOT NULL,
	"uzemi" text,
	"stav" text NOT NULL,
	"request_id" bigint,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vitalitas_enrolments_request_id_unique" UNIQUE("request_id")
);
--> statement-breakpoint
ALTER TABLE "benefit_care_claims" ADD CONSTRAINT "benefit_care_claims_insured_person_id_insured_persons_id_fk" FOREIGN KEY ("insured_person_id") REFERENCES "public"."insured_persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "benefit_care_claims" ADD CONSTRAINT "benefit_care_claims_kind_kod_benefit_care_kinds_kod_fk" FOREIGN KEY ("kind_kod") REFERENCES "public"."benefit_care_kinds"("kod") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "benefit_care_claims" ADD CONSTRAINT "benefit_care_claims_request_id_insurance_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."insurance_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "benefit_programme_claims" ADD CONSTRAINT "benefit_programme_claims_insured_person_id_insured_persons_id_fk" FOREIGN KEY ("insured_person_id") REFERENCES "public"."insured_persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "benefit_programme_claims" ADD CONSTRAINT "benefit_programme_claims_programme_id_benefit_programmes_id_fk" FOREIGN KEY ("programme_id") REFERENCES "public"."benefit_programmes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "benefit_programme_claims" ADD CONSTRAINT "benefit_programme_claims_request_id_insurance_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."insurance_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cafeteria_settings" ADD CONSTRAINT "cafeteria_settings_insured_person_id_insured_persons_id_fk" FOREIGN KEY ("insured_person_id") REFERENCES "public"."insured_persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vitalitas_enrolments" ADD CONSTRAINT "vitalitas_enrolments_insured_person_id_insured_persons_id_fk" FOREIGN KEY ("insured_person_id") REFERENCES "public"."insured_persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vitalitas_enrolments" ADD CONSTRAINT "vitalitas_enrolments_request_id_insurance_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."insurance_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "benefit_care_claims_person_idx" ON "benefit_care_claims" USING btree ("insured_person_id");--> statement-breakpoint
CREATE UNIQUE INDEX "benefit_care_claims_idempotency_idx" ON "benefit_care_claims" USING btree ("insured_person_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "benefit_programme_claims_person_idx" ON "benefit_programme_claims" USING btree ("insured_person_id","programme_id");--> statement-breakpoint
CREATE UNIQUE INDEX "benefit_programme_claims_idempotency_idx" ON "benefit_programme_claims" USING btree ("insured_person_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "benefit_programmes_kod_rok_idx" ON "benefit_programmes" USING btree ("kod","rok");--> statement-breakpoint
CREATE INDEX "vitalitas_enrolments_person_idx" ON "vitalitas_enrolments" USING btree ("insured_person_id","typ");--> statement-breakpoint
CREATE UNIQUE INDEX "vitalitas_enrolments_idempotency_idx" ON "vitalitas_enrolments" USING btree ("insured_person_id","idempotency_key");