import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Who changed what, when, with the state before and after (decision 048): associates' price adjustments
 * now, every operator change of the back-office later. Rows are only ever inserted.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: text('id').primaryKey(),
    /** 'associate' (an employee session), 'operator' (back-office) or 'cli'. */
    actorType: text('actor_type').notNull(),
    /** The associate's shopper id, the operator's id, or the command's name. */
    actorId: text('actor_id').notNull(),
    /** What happened, e.g. 'price_adjustment.add'. */
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    /** The entity before the change (null when created) and after it (null when removed). */
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_entity_idx').on(t.entityType, t.entityId, t.createdAt),
    index('audit_log_actor_idx').on(t.actorType, t.actorId, t.createdAt),
  ],
);
