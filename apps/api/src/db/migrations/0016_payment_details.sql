CREATE TABLE "payment_details" (
	"key" text PRIMARY KEY DEFAULT 'regulator' NOT NULL,
	"pay_now_uen" text NOT NULL,
	"bank_name" text NOT NULL,
	"account_name" text NOT NULL,
	"account_number" text NOT NULL,
	"swift_code" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
