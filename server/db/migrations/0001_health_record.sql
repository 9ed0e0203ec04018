CREATE TABLE "attachments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"insured_person_id" bigint NOT NULL,
	"evidence" text NOT NULL,
	"record_id" bigint NOT NULL,
	"nazev" text NOT NULL,
	"mime" text NOT NULL,
	"velikost" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "emergency_data" (
	"insured_person_id" bigint PRIMARY KEY NOT NULL,
	"osoba" text,
	"telefon" text,
	"vztah" text,
	"skupina" text,
	"rh_faktor" text,
	"doplnujici_informace" text,
	"posledni_ockovani_tetanus" date,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "health_history" (
	"insured_person_id" bigint PRIMARY KEY NOT NULL,
	"alkohol_kod" text,
	"koureni_kod" text,
	"pracovni_anamneza" text,
	"rodinna_anamneza" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "health_history_items" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"insured_person_id" bigint NOT NULL,
	"druh" text NOT NULL,
	"popis" text NOT NULL,
	"datum" date,
	"datum_od" date,
	"datum_do" date,
	"dokument_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "measurements" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"insured_person_id" bigint NOT NULL,
	"datum" date NOT NULL,
	"tep" integer,
	"tlak_diast" integer,
	"tlak_syst" integer,
	"vaha" integer,
	"vyska" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "personal_documents" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"insured_person_id" bigint NOT NULL,
	"datum" date,
	"popis" text,
	"nazev_zarizeni" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vaccinations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"insured_person_id" bigint NOT NULL,
	"datum" date NOT NULL,
	"datum_dalsi" date,
	"nemoc" text NOT NULL,
	"ockovaci_latka" text,
	"poznamka" text,
	"smluvni_partner_nazev" text,
	"vlastni" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_insured_person_id_insured_persons_id_fk" FOREIGN KEY ("insured_person_id") REFERENCES "public"."insured_persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emergency_data" ADD CONSTRAINT "emergency_data_insured_person_id_insured_persons_id_fk" FOREIGN KEY ("insured_person_id") REFERENCES "public"."insured_persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_history" ADD CONSTRAINT "health_history_insured_person_id_insured_persons_id_fk" FOREIGN KEY ("insured_person_id") REFERENCES "public"."insured_persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_history_items" ADD CONSTRAINT "health_history_items_insured_person_id_insured_persons_id_fk" FOREIGN KEY ("insured_person_id") REFERENCES "public"."insured_persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "health_history_items" ADD CONSTRAINT "health_history_items_dokument_id_personal_documents_id_fk" FOREIGN KEY ("dokument_id") REFERENCES "public"."personal_documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "measurements" ADD CONSTRAINT "measurements_insured_person_id_insured_persons_id_fk" FOREIGN KEY ("insured_person_id") REFERENCES "public"."insured_persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personal_documents" ADD CONSTRAINT "personal_documents_insured_person_id_insured_persons_id_fk" FOREIGN KEY ("insured_person_id") REFERENCES "public"."insured_persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vaccinations" ADD CONSTRAINT "vaccinations_insured_person_id_insured_persons_id_fk" FOREIGN KEY ("insured_person_id") REFERENCES "public"."insured_persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attachments_record_idx" ON "attachments" USING btree ("insured_person_id","evidence","record_id");--> statement-breakpoint
CREATE INDEX "health_history_items_person_idx" ON "health_history_items" USING btree ("insured_person_id","druh");--> statement-breakpoint
CREATE INDEX "measurements_person_idx" ON "measurements" USING btree ("insured_person_id","datum");--> statement-breakpoint
CREATE INDEX "personal_documents_person_idx" ON "personal_documents" USING btree ("insured_person_id");--> statement-breakpoint
CREATE INDEX "vaccinations_person_idx" ON "vaccinations" USING btree ("insured_person_id");