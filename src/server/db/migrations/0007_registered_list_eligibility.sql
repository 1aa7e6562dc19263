ALTER TABLE "game" ADD COLUMN "ineligible_fielded" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "team_player" ADD COLUMN "status" text DEFAULT 'approved' NOT NULL;--> statement-breakpoint
ALTER TABLE "team_player" ADD COLUMN "reject_reason" text;--> statement-breakpoint
ALTER TABLE "team_player" ADD COLUMN "requested_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "team_player" ADD COLUMN "requested_by" text;--> statement-breakpoint
ALTER TABLE "team_player" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "team_player" ADD COLUMN "decided_by" text;--> statement-breakpoint
-- every entry made before the registered list existed is approved, asked and decided when it was added (decision 0038)
UPDATE "team_player" SET "requested_at" = "added_at", "decided_at" = "added_at";--> statement-breakpoint
ALTER TABLE "team_player" ADD CONSTRAINT "team_player_requested_by_user_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_player" ADD CONSTRAINT "team_player_decided_by_user_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "team_player_pending_idx" ON "team_player" USING btree ("organization_id","requested_at") WHERE "team_player"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "team_player" ADD CONSTRAINT "team_player_status_check" CHECK ("team_player"."status" in ('approved', 'pending', 'rejected'));