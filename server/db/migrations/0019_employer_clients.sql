-- The employer's benefits programme as a machine client (issue 35): the employer code whose employees'
-- check-up dates it may read (with the scope prevence:zamestnavatel); null for the insurer's core system.
ALTER TABLE "machine_clients" ADD COLUMN "employer_code" text;
