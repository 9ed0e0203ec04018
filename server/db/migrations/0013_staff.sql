-- The insurer's side (issue 34): staff roles, who holds a request and since when it is in its state,
-- who took each step of its history, and why staff touched a person's data.
ALTER TABLE "users" ADD COLUMN "staff_role" text;
--> statement-breakpoint
ALTER TABLE "insurance_requests" ADD COLUMN "assignee_user_id" integer;
--> statement-breakpoint
ALTER TABLE "insurance_requests" ADD COLUMN "stav_od" timestamp with time zone DEFAULT now() NOT NULL;
--> statement-breakpoint
UPDATE "insurance_requests" SET "stav_od" = "datum";
--> statement-breakpoint
ALTER TABLE "insurance_requests" ADD CONSTRAINT "insurance_requests_assignee_user_id_users_id_fk" FOREIGN KEY ("assignee_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "insurance_requests_queue_idx" ON "insurance_requests" USING btree ("stav","stav_od");
--> statement-breakpoint
ALTER TABLE "request_history" ADD COLUMN "akce" text;
--> statement-breakpoint
ALTER TABLE "request_history" ADD COLUMN "user_id" integer;
--> statement-breakpoint
ALTER TABLE "request_history" ADD COLUMN "kdo" text;
--> statement-breakpoint
ALTER TABLE "request_history" ADD CONSTRAINT "request_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "purpose" text;
