CREATE TABLE "player_invitation" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"player_id" uuid NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"invited_by" text,
	"accepted_by" text,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "player" ADD COLUMN "public_name" text;--> statement-breakpoint
ALTER TABLE "player_invitation" ADD CONSTRAINT "player_invitation_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_invitation" ADD CONSTRAINT "player_invitation_player_id_player_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."player"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_invitation" ADD CONSTRAINT "player_invitation_invited_by_user_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_invitation" ADD CONSTRAINT "player_invitation_accepted_by_user_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "player_invitation_token_key" ON "player_invitation" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "player_invitation_organization_idx" ON "player_invitation" USING btree ("organization_id");--> statement-breakpoint
CREATE UNIQUE INDEX "player_invitation_pending_key" ON "player_invitation" USING btree ("player_id") WHERE status = 'pending';--> statement-breakpoint
ALTER TABLE "player" ADD CONSTRAINT "player_public_name_check" CHECK ("player"."public_name" in ('full', 'initials'));