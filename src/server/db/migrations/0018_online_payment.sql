CREATE TABLE "money_checkout" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"team_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"provider_ref" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "money_online_payment" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"provider_payment_id" text NOT NULL,
	"checkout_id" uuid NOT NULL,
	"entry_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "money_provider" (
	"organization_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"secret" text NOT NULL,
	"webhook_secret" text NOT NULL,
	"hint" text NOT NULL,
	"connected_by" text,
	"connected_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "money_provider_organization_id_provider_pk" PRIMARY KEY("organization_id","provider")
);
--> statement-breakpoint
ALTER TABLE "money_checkout" ADD CONSTRAINT "money_checkout_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_checkout" ADD CONSTRAINT "money_checkout_team_id_team_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."team"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_checkout" ADD CONSTRAINT "money_checkout_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_online_payment" ADD CONSTRAINT "money_online_payment_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_online_payment" ADD CONSTRAINT "money_online_payment_checkout_id_money_checkout_id_fk" FOREIGN KEY ("checkout_id") REFERENCES "public"."money_checkout"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_online_payment" ADD CONSTRAINT "money_online_payment_entry_id_money_entry_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."money_entry"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_provider" ADD CONSTRAINT "money_provider_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_provider" ADD CONSTRAINT "money_provider_connected_by_user_id_fk" FOREIGN KEY ("connected_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "money_checkout_team_idx" ON "money_checkout" USING btree ("organization_id","team_id");--> statement-breakpoint
CREATE UNIQUE INDEX "money_online_payment_provider_key" ON "money_online_payment" USING btree ("provider","provider_payment_id");--> statement-breakpoint
CREATE INDEX "money_online_payment_checkout_idx" ON "money_online_payment" USING btree ("checkout_id");