CREATE TABLE "mail_templates" (
	"type" text NOT NULL,
	"lang" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text DEFAULT '' NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mail_templates_type_lang_pk" PRIMARY KEY("type","lang")
);
