CREATE TABLE "banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"nadpis" text NOT NULL,
	"text" text NOT NULL,
	"odkaz_text" text,
	"odkaz_url" text,
	"platnost_od" date,
	"platnost_do" date,
	"poradi" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "code_list_items" (
	"ciselnik" text NOT NULL,
	"kod" text NOT NULL,
	"nazev" text NOT NULL,
	"poradi" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "code_list_items_ciselnik_kod_pk" PRIMARY KEY("ciselnik","kod")
);
--> statement-breakpoint
CREATE TABLE "devices" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"instalace_id" text NOT NULL,
	"nazev" text NOT NULL,
	"platforma" text NOT NULL,
	"verze_aplikace" text NOT NULL,
	"verze_browser" text,
	"verze_os" text,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "doctor_access" (
	"insured_person_id" bigint NOT NULL,
	"doctor_user_id" integer NOT NULL,
	"allowed" boolean DEFAULT true NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "doctor_access_insured_person_id_doctor_user_id_pk" PRIMARY KEY("insured_person_id","doctor_user_id")
);
--> statement-breakpoint
CREATE TABLE "help_texts" (
	"kod" text PRIMARY KEY NOT NULL,
	"nadpis" text NOT NULL,
	"popis" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "insured_persons" (
	"id" bigint PRIMARY KEY NOT NULL,
	"jmeno" text NOT NULL,
	"prijmeni" text NOT NULL,
	"titul_pred" text,
	"titul_za" text,
	"rodne_cislo" text NOT NULL,
	"narozen" date NOT NULL,
	"zamestnavatel" text,
	"avatar_barva" text NOT NULL,
	"kategorie" text NOT NULL,
	CONSTRAINT "insured_persons_rodne_cislo_unique" UNIQUE("rodne_cislo")
);
--> statement-breakpoint
CREATE TABLE "login_tickets" (
	"ticket_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"insured_person_id" bigint NOT NULL,
	"druh" text NOT NULL,
	"vlakno" text,
	"nadpis" text NOT NULL,
	"telo" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"jti" text PRIMARY KEY NOT NULL,
	"session_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "representations" (
	"user_id" integer NOT NULL,
	"insured_person_id" bigint NOT NULL,
	"typ_zastupce" text NOT NULL,
	"poradi" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "representations_user_id_insured_person_id_pk" PRIMARY KEY("user_id","insured_person_id")
);
--> statement-breakpoint
CREATE TABLE "server_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"instalace_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"absolute_expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_reason" text
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"login" text NOT NULL,
	"password_hash" text NOT NULL,
	"jmeno" text NOT NULL,
	"prijmeni" text NOT NULL,
	"is_doctor" boolean DEFAULT false NOT NULL,
	"is_insured" boolean DEFAULT false NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"demo_label" text,
	"demo_order" integer,
	CONSTRAINT "users_login_unique" UNIQUE("login")
);
--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctor_access" ADD CONSTRAINT "doctor_access_insured_person_id_insured_persons_id_fk" FOREIGN KEY ("insured_person_id") REFERENCES "public"."insured_persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctor_access" ADD CONSTRAINT "doctor_access_doctor_user_id_users_id_fk" FOREIGN KEY ("doctor_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "login_tickets" ADD CONSTRAINT "login_tickets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_insured_person_id_insured_persons_id_fk" FOREIGN KEY ("insured_person_id") REFERENCES "public"."insured_persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "representations" ADD CONSTRAINT "representations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "representations" ADD CONSTRAINT "representations_insured_person_id_insured_persons_id_fk" FOREIGN KEY ("insured_person_id") REFERENCES "public"."insured_persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "devices_user_installation_idx" ON "devices" USING btree ("user_id","instalace_id");--> statement-breakpoint
CREATE INDEX "messages_person_idx" ON "messages" USING btree ("insured_person_id");--> statement-breakpoint
CREATE INDEX "refresh_tokens_session_idx" ON "refresh_tokens" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "sessions_user_device_idx" ON "sessions" USING btree ("user_id","instalace_id");