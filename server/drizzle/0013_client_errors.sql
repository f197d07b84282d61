CREATE TABLE "client_errors" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "client_errors_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"route" varchar(300) NOT NULL,
	"message" varchar(1000) NOT NULL,
	"stack" text DEFAULT '' NOT NULL,
	"app_version" varchar(40) DEFAULT '' NOT NULL,
	"platform" varchar(20) DEFAULT '' NOT NULL,
	"user_agent" varchar(300) DEFAULT '' NOT NULL,
	"user_id" integer,
	"created_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "client_errors_time_idx" ON "client_errors" USING btree ("created_at","id");