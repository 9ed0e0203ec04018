-- Appointments at a branch (issue 34): slots that staff publish, and the persons' bookings of them.
-- A slot holds one booking that is not cancelled; a removed slot stays for the bookings that named it.
CREATE TABLE "appointment_slots" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"branch" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"day" date NOT NULL,
	"length_min" integer NOT NULL,
	"published_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "appointment_bookings" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"slot_id" bigint NOT NULL,
	"insured_person_id" bigint NOT NULL,
	"booked_by" integer,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"moved_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "appointment_slots" ADD CONSTRAINT "appointment_slots_published_by_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "appointment_bookings" ADD CONSTRAINT "appointment_bookings_slot_id_appointment_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."appointment_slots"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "appointment_bookings" ADD CONSTRAINT "appointment_bookings_insured_person_id_insured_persons_id_fk" FOREIGN KEY ("insured_person_id") REFERENCES "public"."insured_persons"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "appointment_bookings" ADD CONSTRAINT "appointment_bookings_booked_by_users_id_fk" FOREIGN KEY ("booked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "appointment_slots_branch_start_idx" ON "appointment_slots" USING btree ("branch","starts_at") WHERE "appointment_slots"."removed_at" is null;
--> statement-breakpoint
CREATE INDEX "appointment_slots_branch_day_idx" ON "appointment_slots" USING btree ("branch","day");
--> statement-breakpoint
CREATE UNIQUE INDEX "appointment_bookings_slot_idx" ON "appointment_bookings" USING btree ("slot_id") WHERE "appointment_bookings"."cancelled_at" is null;
--> statement-breakpoint
CREATE INDEX "appointment_bookings_person_idx" ON "appointment_bookings" USING btree ("insured_person_id");
