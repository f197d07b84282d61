CREATE TABLE "login_sources" (
	"user_id" integer NOT NULL,
	"source_hash" varchar(64) NOT NULL,
	"last_success_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "login_sources_pk" PRIMARY KEY("user_id","source_hash")
);
--> statement-breakpoint
ALTER TABLE "login_sources" ADD CONSTRAINT "login_sources_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;