CREATE TABLE "child_reregistrations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"insured_person_id" bigint NOT NULL,
	"request_id" bigint NOT NULL,
	"jmeno" text NOT NULL,
	"prijmeni" text NOT NULL,
	"rocis" text NOT NULL,
	"puvodni_zp" text NOT NULL,
	"adresa_trvala_volba" text NOT NULL,
	"adresa_trvala" jsonb NOT NULL,
	"adresa_kontaktni_volba" text NOT NULL,
	"adresa_kontaktni" jsonb,
	"ucinnost_od" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"insured_person_id" bigint NOT NULL,
	"klic" text NOT NULL,
	"druh" text NOT NULL,
	"odpoved" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_insured_person_id_klic_pk" PRIMARY KEY("insured_person_id","klic")
);
--> statement-breakpoint
CREATE TABLE "message_threads" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"insured_person_id" bigint NOT NULL,
	"vlakno" text NOT NULL,
	"druh" text NOT NULL,
	"nadpis" text NOT NULL,
	"request_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "newborn_children" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"registration_id" bigint NOT NULL,
	"poradi" integer NOT NULL,
	"rocis" text NOT NULL,
	"jmeno" text NOT NULL,
	"prijmeni" text NOT NULL,
	"narozen" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "newborn_registrations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"insured_person_id" bigint NOT NULL,
	"request_id" bigint NOT NULL,
	"rocis_matka" text NOT NULL,
	"adresa_odeslani" text NOT NULL,
	"prilohy_index" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "request_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"request_id" bigint NOT NULL,
	"stav" text NOT NULL,
	"datum" timestamp with time zone DEFAULT now() NOT NULL,
	"poznamka" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ruian_address_keys" (
	"klic" text NOT NULL,
	"kod_adm" bigint NOT NULL,
	CONSTRAINT "ruian_address_keys_kod_adm_klic_pk" PRIMARY KEY("kod_adm","klic")
);
--> statement-breakpoint
CREATE TABLE "ruian_addresses" (
	"kod_adm" bigint PRIMARY KEY NOT NULL,
	"kod_obce" integer NOT NULL,
	"obec" text NOT NULL,
	"momc" text,
	"cast_obce" text,
	"ulice" text,
	"typ_so" text NOT NULL,
	"cislo_domovni" integer NOT NULL,
	"cislo_orientacni" integer,
	"znak_cisla_orientacniho" text,
	"psc" text NOT NULL,
	"plati_od" date
);
--> statement-breakpoint
CREATE TABLE "thread_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"thread_id" bigint NOT NULL,
	"insured_person_id" bigint NOT NULL,
	"autor" text NOT NULL,
	"autor_nazev" text NOT NULL,
	"nadpis" text NOT NULL,
	"telo" text NOT NULL,
	"souhlas_dokumentace" boolean DEFAULT false NOT NULL,
	"upozorneni" text DEFAULT 'NEUPOZORNOVAT' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "child_reregistrations" ADD CONSTRAINT "child_reregistrations_insured_person_id_insured_persons_id_fk" FOREIGN KEY ("insured_person_id") REFERENCES "public"."insured_persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "child_reregistrations" ADD CONSTRAINT "child_reregistrations_request_id_insurance_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."insurance_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_insured_person_id_insured_persons_id_fk" FOREIGN KEY ("insured_person_id") REFERENCES "public"."insured_persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_threads" ADD CONSTRAINT "message_threads_insured_person_id_insured_persons_id_fk" FOREIGN KEY ("insured_person_id") REFERENCES "public"."insured_persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_threads" ADD CONSTRAINT "message_threads_request_id_insurance_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."insurance_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newborn_children" ADD CONSTRAINT "newborn_children_registration_id_newborn_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."newborn_registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newborn_registrations" ADD CONSTRAINT "newborn_registrations_insured_person_id_insured_persons_id_fk" FOREIGN KEY ("insured_person_id") REFERENCES "public"."insured_persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newborn_registrations" ADD CONSTRAINT "newborn_registrations_request_id_insurance_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."insurance_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_history" ADD CONSTRAINT "request_history_request_id_insurance_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."insurance_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ruian_address_keys" ADD CONSTRAINT "ruian_address_keys_kod_adm_ruian_addresses_kod_adm_fk" FOREIGN KEY ("kod_adm") REFERENCES "public"."ruian_addresses"("kod_adm") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "thread_messages" ADD CONSTRAINT "thread_messages_thread_id_message_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."message_threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "thread_messages" ADD CONSTRAINT "thread_messages_insured_person_id_insured_persons_id_fk" FOREIGN KEY ("insured_person_id") REFERENCES "public"."insured_persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "child_reregistrations_rocis_idx" ON "child_reregistrations" USING btree ("rocis");--> statement-breakpoint
CREATE UNIQUE INDEX "message_threads_vlakno_idx" ON "message_threads" USING btree ("vlakno");--> statement-breakpoint
CREATE INDEX "message_threads_person_idx" ON "message_threads" USING btree ("insured_person_id");--> statement-breakpoint
CREATE INDEX "newborn_children_rocis_idx" ON "newborn_children" USING btree ("rocis");--> statement-breakpoint
CREATE INDEX "newborn_registrations_person_idx" ON "newborn_registrations" USING btree ("insured_person_id");--> statement-breakpoint
CREATE INDEX "request_history_request_idx" ON "request_history" USING btree ("request_id","datum");--> statement-breakpoint
CREATE INDEX "ruian_address_keys_prefix_idx" ON "ruian_address_keys" USING btree ("klic" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "thread_messages_thread_idx" ON "thread_messages" USING btree ("thread_id","created_at");--> statement-breakpoint
CREATE INDEX "thread_messages_person_idx" ON "thread_messages" USING btree ("insured_person_id");