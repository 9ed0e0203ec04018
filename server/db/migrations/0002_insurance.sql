CREATE TABLE "insurance_cards" (
	"insured_person_id" bigint PRIMARY KEY NOT NULL,
	"cislo_karty" text NOT NULL,
	"instituce_kod" text NOT NULL,
	"instituce_nazev" text NOT NULL,
	"platnost_do" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "insurance_periods" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"insured_person_id" bigint NOT NULL,
	"datum_od" date NOT NULL,
	"datum_do" date,
	"kategorie" text NOT NULL,
	"platce_typ" text NOT NULL,
	"platce_nazev" text
);
--> statement-breakpoint
CREATE TABLE "insurance_requests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"insured_person_id" bigint NOT NULL,
	"typ" text NOT NULL,
	"datum" timestamp with time zone DEFAULT now() NOT NULL,
	"stav" text NOT NULL,
	"adresa_odeslani" text,
	"popis" text,
	"potvrzeni_platnost_od" date,
	"potvrzeni_platnost_do" date
);
--> statement-breakpoint
CREATE TABLE "insured_addresses" (
	"insured_person_id" bigint NOT NULL,
	"druh" text NOT NULL,
	"ulice" text,
	"obec" text NOT NULL,
	"psc" text,
	"stat" text,
	CONSTRAINT "insured_addresses_insured_person_id_druh_pk" PRIMARY KEY("insured_person_id","druh")
);
--> statement-breakpoint
CREATE TABLE "osvc_overviews" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"insured_person_id" bigint NOT NULL,
	"rok" integer NOT NULL,
	"podano" timestamp with time zone DEFAULT now() NOT NULL,
	"prehled" jsonb NOT NULL,
	"vypocet" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "premium_payments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"insured_person_id" bigint NOT NULL,
	"datum" date NOT NULL,
	"castka_hal" bigint NOT NULL,
	"obdobi" text,
	"rok" integer NOT NULL,
	"typ_osoby" text NOT NULL,
	"typ_uhrady_kod" text NOT NULL,
	"variabilni_symbol" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "insurance_cards" ADD CONSTRAINT "insurance_cards_insured_person_id_insured_persons_id_fk" FOREIGN KEY ("insured_person_id") REFERENCES "public"."insured_persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurance_periods" ADD CONSTRAINT "insurance_periods_insured_person_id_insured_persons_id_fk" FOREIGN KEY ("insured_person_id") REFERENCES "public"."insured_persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurance_requests" ADD CONSTRAINT "insurance_requests_insured_person_id_insured_persons_id_fk" FOREIGN KEY ("insured_person_id") REFERENCES "public"."insured_persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insured_addresses" ADD CONSTRAINT "insured_addresses_insured_person_id_insured_persons_id_fk" FOREIGN KEY ("insured_person_id") REFERENCES "public"."insured_persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "osvc_overviews" ADD CONSTRAINT "osvc_overviews_insured_person_id_insured_persons_id_fk" FOREIGN KEY ("insured_person_id") REFERENCES "public"."insured_persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "premium_payments" ADD CONSTRAINT "premium_payments_insured_person_id_insured_persons_id_fk" FOREIGN KEY ("insured_person_id") REFERENCES "public"."insured_persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "insurance_periods_person_idx" ON "insurance_periods" USING btree ("insured_person_id");--> statement-breakpoint
CREATE INDEX "insurance_requests_person_idx" ON "insurance_requests" USING btree ("insured_person_id","datum");--> statement-breakpoint
CREATE INDEX "osvc_overviews_person_idx" ON "osvc_overviews" USING btree ("insured_person_id","rok");--> statement-breakpoint
CREATE INDEX "premium_payments_person_idx" ON "premium_payments" USING btree ("insured_person_id","rok");