-- Browsers that completed a sign-in to an account (hash of the browser-binding cookie). Such a
-- browser keeps its own failure count, so a stranger's guesses cannot lock the owner out (issue 36).
CREATE TABLE "sign_in_known_browsers" (
	"user_id" integer NOT NULL,
	"browser_hash" text NOT NULL,
	"last_sign_in_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sign_in_known_browsers_pk" PRIMARY KEY("user_id","browser_hash")
);
--> statement-breakpoint
ALTER TABLE "sign_in_known_browsers" ADD CONSTRAINT "sign_in_known_browsers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
