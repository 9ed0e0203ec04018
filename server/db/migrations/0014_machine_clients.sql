-- The insurer's core system as machine clients (issue 34, docs/adr/0010-machine-clients.md): each
-- client's OAuth 2 client_id (its name), the SHA-256 of its random secret (never the secret), its
-- scopes, the staff role it acts in, and its service account: the users row that holds the requests
-- it takes and names it in history and audit. That row has no password and no roles of its own.
CREATE TABLE "machine_clients" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"secret_hash" text NOT NULL,
	"scopes" text[] NOT NULL,
	"staff_role" text NOT NULL,
	"user_id" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "machine_clients_name_unique" UNIQUE("name"),
	CONSTRAINT "machine_clients_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
ALTER TABLE "machine_clients" ADD CONSTRAINT "machine_clients_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
