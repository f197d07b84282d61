CREATE TABLE "handover_templates" (
	"game_id" integer PRIMARY KEY NOT NULL,
	"items" jsonb NOT NULL,
	"updated_at" timestamp (3) with time zone NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
ALTER TABLE "handover_templates" ADD CONSTRAINT "handover_templates_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "handover_templates" ADD CONSTRAINT "handover_templates_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;