import { isValidEmail, type OperatorRole, type OperatorView } from '@ridgeline/contracts';
import { and, asc, count, type Db, type DbOrTx, eq, schema, sql } from '@ridgeline/db';
import { recordAudit } from '../audit/index.ts';
import { assertPasswordPolicy, hashPassword } from '../auth/index.ts';
import { CommerceError } from '../shared/errors.ts';
import { newId } from '../shared/ids.ts';
import { isOperatorRole } from './roles.ts';
import { revokeOperatorSessions } from './sessions.ts';

/** Who makes a change: a signed-in operator (their id), or the operator command (`cli:<os user>`). */
export interface OperatorActor {
  type: 'operator' | 'cli';
  id: string;
}

export type OperatorRow = typeof schema.operators.$inferSelect;

const o = schema.operators;

/** The operator as the API shows it and the audit log records it: never the password hash or TOTP secret. */
export function operatorView(row: OperatorRow): OperatorView {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: isOperatorRole(row.role) ? row.role : 'fulfilment',
    disabled: row.disabled,
    totpEnabled: row.totpSecret !== null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const auditSnapshot = (row: OperatorRow) => {
  const { createdAt: _c, updatedAt: _u, id: _id, ...view } = operatorView(row);
  return { ...view, passwordChangedAt: row.passwordChangedAt.toISOString() };
};

export async function operatorById(db: DbOrTx, id: string): Promise<OperatorRow | null> {
  const [row] = await db.select().from(o).where(eq(o.id, id));
  return row ?? null;
}

/** Emails are compared whatever their case (the unique index is on lower(email)). */
export async function operatorByEmail(db: DbOrTx, email: string): Promise<OperatorRow | null> {
  const [row] = await db.select().from(o).where(sql`lower(${o.email}) = ${email.trim().toLowerCase()}`);
  return row ?? null;
}

async function lockedOperator(tx: DbOrTx, id: string): Promise<OperatorRow> {
  const [row] = await tx.select().from(o).where(eq(o.id, id)).for('update');
  if (!row) throw new CommerceError('ADM404');
  return row;
}

/**
 * ADM410 when the change would leave no active owner. The active owners' rows are locked first, so two
 * owners demoting each other at once cannot both succeed.
 */
async function assertAnotherOwner(tx: DbOrTx, operatorId: string): Promise<void> {
  const owners = await tx
    .select({ id: o.id })
    .from(o)
    .where(and(eq(o.role, 'owner'), eq(o.disabled, false)))
    .for('update');
  if (!owners.some((owner) => owner.id !== operatorId)) throw new CommerceError('ADM410');
}

export interface NewOperator {
  email: string;
  name: string;
  role: OperatorRole;
  password: string;
}

/** ADM409 when the email is taken (any case); the consumer password policy (FE872, REQ400) applies. */
export async function createOperator(
  db: Db,
  actor: OperatorActor,
  input: NewOperator,
): Promise<OperatorView> {
  const email = input.email.trim();
  if (!isValidEmail(email.toLowerCase())) {
    throw new CommerceError('REQ400', { field: 'body.email', problem: 'must be an email address' });
  }
  if (!isOperatorRole(input.role)) {
    throw new CommerceError('REQ400', { field: 'body.role', problem: 'is not a role' });
  }
  assertPasswordPolicy(input.password);
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    if (await operatorByEmail(tx, email)) throw new CommerceError('ADM409');
    const [row] = await tx
      .insert(o)
      .values({ id: newId(), email, name: input.name.trim(), role: input.role, passwordHash })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new CommerceError('ADM409');
    await recordAudit(tx, {
      actorType: actor.type,
      actorId: actor.id,
      action: 'operator.create',
      entityType: 'operator',
      entityId: row.id,
      before: null,
      after: auditSnapshot(row),
    });
    return operatorView(row);
  });
}

/** One page of operators, by email. */
export async function listOperators(db: DbOrTx, page: { page: number; pageSize: number }) {
  const rows = await db
    .select()
    .from(o)
    .orderBy(asc(sql`lower(${o.email})`))
    .limit(page.pageSize)
    .offset((page.page - 1) * page.pageSize);
  const [total] = await db.select({ n: count() }).from(o);
  return { items: rows.map(operatorView), page: page.page, pageSize: page.pageSize, total: total?.n ?? 0 };
}

/** Changes one operator under its row lock and records the change with before and after. */
async function changeOperator(
  db: Db,
  actor: OperatorActor,
  operatorId: string,
  action: string,
  change: (row: OperatorRow, tx: DbOrTx) => Promise<Partial<OperatorRow> | null>,
): Promise<OperatorView> {
  return db.transaction(async (tx) => {
    const before = await lockedOperator(tx, operatorId);
    const set = await change(before, tx);
    if (!set) return operatorView(before);
    const [after] = await tx
      .update(o)
      .set({ ...set, updatedAt: new Date() })
      .where(eq(o.id, operatorId))
      .returning();
    await recordAudit(tx, {
      actorType: actor.type,
      actorId: actor.id,
      action,
      entityType: 'operator',
      entityId: operatorId,
      before: auditSnapshot(before),
      after: auditSnapshot(after!),
    });
    return operatorView(after!);
  });
}

/** ADM410 when it would demote the last active owner. Permissions follow at the operator's next call. */
export function changeOperatorRole(db: Db, actor: OperatorActor, operatorId: string, role: OperatorRole) {
  return changeOperator(db, actor, operatorId, 'operator.role_change', async (row, tx) => {
    if (row.role === role) return null;
    if (row.role === 'owner' && !row.disabled) await assertAnotherOwner(tx, operatorId);
    return { role };
  });
}

/** Disabling ends the operator's sessions at once; ADM410 for the last active owner. */
export function setOperatorDisabled(db: Db, actor: OperatorActor, operatorId: string, disabled: boolean) {
  return changeOperator(
    db,
    actor,
    operatorId,
    disabled ? 'operator.disable' : 'operator.enable',
    async (row, tx) => {
      if (row.disabled === disabled) return null;
      if (disabled && row.role === 'owner') await assertAnotherOwner(tx, operatorId);
      if (disabled) await revokeOperatorSessions(tx, operatorId);
      return { disabled };
    },
  );
}

/** Sets a new password (consumer policy) and ends every session of the operator. */
export async function setOperatorPassword(
  db: Db,
  actor: OperatorActor,
  operatorId: string,
  password: string,
) {
  assertPasswordPolicy(password);
  const passwordHash = await hashPassword(password);
  return changeOperator(db, actor, operatorId, 'operator.password_reset', async (_row, tx) => {
    await revokeOperatorSessions(tx, operatorId);
    return { passwordHash, passwordChangedAt: new Date() };
  });
}

/** Removes an operator's second factor (a lost phone): sign-in asks for a password only until they enrol again. */
export function resetOperatorTotp(db: Db, actor: OperatorActor, operatorId: string) {
  return changeOperator(db, actor, operatorId, 'operator.totp_reset', async (row) => {
    if (row.totpSecret === null && row.totpPendingSecret === null) return null;
    return { totpSecret: null, totpPendingSecret: null, totpLastStep: null };
  });
}
