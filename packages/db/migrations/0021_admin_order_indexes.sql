ALTER TABLE "gateway_authorizations" ADD COLUMN "refunded_amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_payments" ADD COLUMN "refunded_amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "order_items_store_idx" ON "order_items" USING btree ("store_id","order_number");--> statement-breakpoint
CREATE INDEX "order_items_delivery_idx" ON "order_items" USING btree ("delivery_method","order_number");--> statement-breakpoint
CREATE INDEX "order_payments_method_idx" ON "order_payments" USING btree ("method_id","order_number");--> statement-breakpoint
CREATE INDEX "orders_placed_idx" ON "orders" USING btree ("placed_at","order_number");--> statement-breakpoint
CREATE INDEX "orders_status_placed_idx" ON "orders" USING btree ("status","placed_at","order_number");--> statement-breakpoint
CREATE INDEX "orders_site_placed_idx" ON "orders" USING btree ("site_id","placed_at","order_number");--> statement-breakpoint
CREATE INDEX "orders_number_prefix_idx" ON "orders" USING btree ("order_number" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "orders_email_prefix_idx" ON "orders" USING btree (lower("email") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "orders_last_name_prefix_idx" ON "orders" USING btree (lower("billing_address"->>'lastName') text_pattern_ops);--> statement-breakpoint
CREATE INDEX "outbox_to_idx" ON "outbox" USING btree (lower("to_address"));