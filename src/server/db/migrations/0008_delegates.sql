CREATE TABLE "member_team" (
	"organization_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"team_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_team_organization_id_user_id_team_id_pk" PRIMARY KEY("organization_id","user_id","team_id")
);
--> statement-breakpoint
ALTER TABLE "invitation" ADD COLUMN "team_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL;--> statement-breakpoint
ALTER TABLE "member_team" ADD CONSTRAINT "member_team_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_team" ADD CONSTRAINT "member_team_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_team" ADD CONSTRAINT "member_team_team_id_team_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."team"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_team_team_idx" ON "member_team" USING btree ("team_id");