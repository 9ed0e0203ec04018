-- Fair-use windows and upload slots shared by every server process on one PostgreSQL database without
-- Redis (issue 36, ADR 0012). Counting state only: nothing here is personal beyond a user's or address
-- hash's key, and rows live a minute or the length of one upload.
CREATE TABLE "fair_use_windows" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fair_use_slots" (
	"key" text NOT NULL,
	"token" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "fair_use_slots_key_token_pk" PRIMARY KEY("key","token")
);
