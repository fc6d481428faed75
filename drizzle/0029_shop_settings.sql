ALTER TABLE "currency_rates" ADD COLUMN "effective_from" date DEFAULT ((now() AT TIME ZONE 'UTC')::date) NOT NULL;--> statement-breakpoint
ALTER TABLE "currency_rates" DROP CONSTRAINT "currency_rates_pkey";--> statement-breakpoint
ALTER TABLE "currency_rates" ADD CONSTRAINT "currency_rates_code_effective_from_pk" PRIMARY KEY("code","effective_from");
