CREATE TABLE "care_complaint_procedures" (
	"complaint_id" bigint NOT NULL,
	"procedure_id" bigint NOT NULL,
	CONSTRAINT "care_complaint_procedures_complaint_id_procedure_id_pk" PRIMARY KEY("complaint_id","procedure_id")
);
--> statement-breakpoint
CREATE TABLE "care_complaints" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"insured_person_id" bigint NOT NULL,
	"care_item_id" bigint NOT NULL,
	"request_id" bigint NOT NULL,
	"anonymita" text NOT NULL,
	"duvod" text NOT NULL,
	"kontakt_telefon" text,
	"kontakt_email" text,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "care_items" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"insured_person_id" bigint NOT NULL,
	"partner_id" bigint,
	"poskytovatel" text NOT NULL,
	"typ" text NOT NULL,
	"druh" text NOT NULL,
	"odbornost" text NOT NULL,
	"datum_od" date NOT NULL,
	"datum_do" date,
	"suma_hal" bigint NOT NULL,
	"prevence" text,
	"diagnoza" text
);
--> statement-breakpoint
CREATE TABLE "care_procedures" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"care_item_id" bigint NOT NULL,
	"insured_person_id" bigint NOT NULL,
	"datum" date NOT NULL,
	"kod" text NOT NULL,
	"nazev" text NOT NULL,
	"druh" text NOT NULL,
	"pocet" integer NOT NULL,
	"jednotka" text NOT NULL,
	"cena_hal" bigint NOT NULL,
	"odbornost" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contract_partners" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"druh_subjektu" text NOT NULL,
	"nazev" text NOT NULL,
	"ico" text,
	"odbornosti" text[] NOT NULL,
	"ulice" text NOT NULL,
	"obec" text NOT NULL,
	"psc" text NOT NULL,
	"lat" double precision NOT NULL,
	"lon" double precision NOT NULL,
	"telefon" text,
	"email" text,
	"web" text,
	"novi_pacienti" boolean DEFAULT false NOT NULL,
	"ordinacni_hodiny" jsonb NOT NULL,
	"lekari" jsonb NOT NULL,
	"poznamka" text
);
--> statement-breakpoint
CREATE TABLE "lab_results" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"insured_person_id" bigint NOT NULL,
	"datum" date NOT NULL,
	"nazev" text NOT NULL,
	"laborator" text NOT NULL,
	"indikujici_lekar" text NOT NULL,
	"poznamka" text
);
--> statement-breakpoint
CREATE TABLE "lab_values" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"result_id" bigint NOT NULL,
	"insured_person_id" bigint NOT NULL,
	"kod" text NOT NULL,
	"hodnota" numeric(12, 4) NOT NULL,
	"jednotka" text NOT NULL,
	"reference_od" numeric(12, 4),
	"reference_do" numeric(12, 4),
	"poradi" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "medical_aid_loans" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"insured_person_id" bigint NOT NULL,
	"nazev" text NOT NULL,
	"kod" text NOT NULL,
	"stav" text NOT NULL,
	"datum_zapujceni" date NOT NULL,
	"datum_vraceni" date,
	"cislo_smlouvy" text NOT NULL,
	"evidencni_cislo" text NOT NULL,
	"vydal" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "medicine_interactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"atc_a" text NOT NULL,
	"atc_b" text NOT NULL,
	"zavaznost" text NOT NULL,
	"nazev" text NOT NULL,
	"popis" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "medicine_warning_confirmations" (
	"insured_person_id" bigint NOT NULL,
	"klic" text NOT NULL,
	"confirmed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_by_user_id" integer,
	CONSTRAINT "medicine_warning_confirmations_insured_person_id_klic_pk" PRIMARY KEY("insured_person_id","klic")
);
--> statement-breakpoint
CREATE TABLE "medicines_list" (
	"kod_sukl" text PRIMARY KEY NOT NULL,
	"nazev" text NOT NULL,
	"doplnek" text NOT NULL,
	"atc" text NOT NULL,
	"ucinna_latka" text NOT NULL,
	"na_predpis" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "person_doctors" (
	"insured_person_id" bigint NOT NULL,
	"role" text NOT NULL,
	"partner_id" bigint NOT NULL,
	"lekar" text,
	"registrace_od" date NOT NULL,
	CONSTRAINT "person_doctors_insured_person_id_role_pk" PRIMARY KEY("insured_person_id","role")
);
--> statement-breakpoint
CREATE TABLE "person_medicines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"insured_person_id" bigint NOT NULL,
	"zdroj" text NOT NULL,
	"kod_sukl" text NOT NULL,
	"datum_od" date NOT NULL,
	"datum_do" date,
	"pocet_baleni" integer,
	"davkovani" text,
	"predepsal" text,
	"doplatek_hal" bigint DEFAULT 0 NOT NULL,
	"zapocitatelny_hal" bigint DEFAULT 0 NOT NULL,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prevention_reports" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"insured_person_id" bigint NOT NULL,
	"kod_prevence" text NOT NULL,
	"datum" date NOT NULL,
	"smluvni_partner_nazev" text NOT NULL,
	"poznamka" text,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "care_complaint_procedures" ADD CONSTRAINT "care_complaint_procedures_complaint_id_care_complaints_id_fk" FOREIGN KEY ("complaint_id") REFERENCES "public"."care_complaints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_complaint_procedures" ADD CONSTRAINT "care_complaint_procedures_procedure_id_care_procedures_id_fk" FOREIGN KEY ("procedure_id") REFERENCES "public"."care_procedures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_complaints" ADD CONSTRAINT "care_complaints_insured_person_id_insured_persons_id_fk" FOREIGN KEY ("insured_person_id") REFERENCES "public"."insured_persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_complaints" ADD CONSTRAINT "care_complaints_care_item_id_care_items_id_fk" FOREIGN KEY ("care_item_id") REFERENCES "public"."care_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_complaints" ADD CONSTRAINT "care_complaints_request_id_insurance_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."insurance_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_items" ADD CONSTRAINT "care_items_insured_person_id_insured_persons_id_fk" FOREIGN KEY ("insured_person_id") REFERENCES "public"."insured_persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_items" ADD CONSTRAINT "care_items_partner_id_contract_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."contract_partners"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_procedures" ADD CONSTRAINT "care_procedures_care_item_id_care_items_id_fk" FOREIGN KEY ("care_item_id") REFERENCES "public"."care_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_procedures" ADD CONSTRAINT "care_procedures_insured_person_id_insured_persons_id_fk" FOREIGN KEY ("insured_person_id") REFERENCES "public"."insured_persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_results" ADD CONSTRAINT "lab_results_insured_person_id_insured_persons_id_fk" FOREIGN KEY ("insured_person_id") REFERENCES "public"."insured_persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_values" ADD CONSTRAINT "lab_values_result_id_lab_results_id_fk" FOREIGN KEY ("result_id") REFERENCES "public"."lab_results"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_values" ADD CONSTRAINT "lab_values_insured_person_id_insured_persons_id_fk" FOREIGN KEY ("insured_person_id") REFERENCES "public"."insured_persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medical_aid_loans" ADD CONSTRAINT "medical_aid_loans_insured_person_id_insured_persons_id_fk" FOREIGN KEY ("insured_person_id") REFERENCES "public"."insured_persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medicine_warning_confirmations" ADD CONSTRAINT "medicine_warning_confirmations_insured_person_id_insured_persons_id_fk" FOREIGN KEY ("insured_person_id") REFERENCES "public"."insured_persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medicine_warning_confirmations" ADD CONSTRAINT "medicine_warning_confirmations_confirmed_by_user_id_users_id_fk" FOREIGN KEY ("confirmed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_doctors" ADD CONSTRAINT "person_doctors_insured_person_id_insured_persons_id_fk" FOREIGN KEY ("insured_person_id") REFERENCES "public"."insured_persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_doctors" ADD CONSTRAINT "person_doctors_partner_id_contract_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."contract_partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_medicines" ADD CONSTRAINT "person_medicines_insured_person_id_insured_persons_id_fk" FOREIGN KEY ("insured_person_id") REFERENCES "public"."insured_persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_medicines" ADD CONSTRAINT "person_medicines_kod_sukl_medicines_list_kod_sukl_fk" FOREIGN KEY ("kod_sukl") REFERENCES "public"."medicines_list"("kod_sukl") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prevention_reports" ADD CONSTRAINT "prevention_reports_insured_person_id_insured_persons_id_fk" FOREIGN KEY ("insured_person_id") REFERENCES "public"."insured_persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "care_complaint_procedures_proc_idx" ON "care_complaint_procedures" USING btree ("procedure_id");--> statement-breakpoint
CREATE INDEX "care_complaints_item_idx" ON "care_complaints" USING btree ("care_item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "care_complaints_idempotency_idx" ON "care_complaints" USING btree ("insured_person_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "care_items_person_idx" ON "care_items" USING btree ("insured_person_id","datum_od");--> statement-breakpoint
CREATE INDEX "care_procedures_item_idx" ON "care_procedures" USING btree ("care_item_id");--> statement-breakpoint
CREATE INDEX "contract_partners_kind_idx" ON "contract_partners" USING btree ("druh_subjektu");--> statement-breakpoint
CREATE INDEX "lab_results_person_idx" ON "lab_results" USING btree ("insured_person_id","datum");--> statement-breakpoint
CREATE INDEX "lab_values_result_idx" ON "lab_values" USING btree ("result_id");--> statement-breakpoint
CREATE INDEX "lab_values_person_kod_idx" ON "lab_values" USING btree ("insured_person_id","kod");--> statement-breakpoint
CREATE INDEX "medical_aid_loans_person_idx" ON "medical_aid_loans" USING btree ("insured_person_id");--> statement-breakpoint
CREATE INDEX "medicines_list_atc_idx" ON "medicines_list" USING btree ("atc");--> statement-breakpoint
CREATE INDEX "person_medicines_person_idx" ON "person_medicines" USING btree ("insured_person_id","datum_od");--> statement-breakpoint
CREATE UNIQUE INDEX "person_medicines_idempotency_idx" ON "person_medicines" USING btree ("insured_person_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "prevention_reports_person_idx" ON "prevention_reports" USING btree ("insured_person_id");--> statement-breakpoint
CREATE UNIQUE INDEX "prevention_reports_idempotency_idx" ON "prevention_reports" USING btree ("insured_person_id","idempotency_key");