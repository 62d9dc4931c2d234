/**
 * Operator command: back-office operators from a shell, a script or CI (decision 062).
 *   npm run operator -- create --email owner@example.com --password '…' --role owner [--name "Dana Owner"]
 *   npm run operator -- list
 *   npm run operator -- set-password --email owner@example.com --password '…'
 *   npm run operator -- set-role --email someone@example.com --role fulfilment
 *   npm run operator -- disable --email someone@example.com      (enable: the same with `enable`)
 *   npm run operator -- reset-totp --email someone@example.com   (a lost authenticator)
 * `--password-stdin` reads the password from standard input instead (it then stays out of the shell history
 * and the process list). Uses DATABASE_URL, or the embedded database (DATA_DIR, default ./data/pglite)
 * when unset; the embedded database only while no server holds it. Every change is written to the audit
 * log as `cli:<os user>`.
 */

import { userInfo } from 'node:os';
import { isCommerceError, operators } from '@ridgeline/commerce';
import { errorMessage, OPERATOR_ROLES, type OperatorRole } from '@ridgeline/contracts';
import { type Db, runOnCommandDatabase } from '@ridgeline/db';

export { EXIT_DATABASE_BUSY } from '@ridgeline/db';

const USAGE = `usage: npm run operator -- <command> [options]
  create --email <email> --password <password>|--password-stdin --role <${OPERATOR_ROLES.join('|')}> [--name <name>]
  list
  set-password --email <email> --password <password>|--password-stdin
  set-role --email <email> --role <role>
  disable --email <email>
  enable --email <email>
  reset-totp --email <email>`;

export type OperatorCommand =
  | { command: 'create'; email: string; password: string | null; role: OperatorRole; name: string }
  | { command: 'list' }
  | { command: 'set-password'; email: string; password: string | null }
  | { command: 'set-role'; email: string; role: OperatorRole }
  | { command: 'disable' | 'enable' | 'reset-totp'; email: string };

export class UsageError extends Error {}

function flags(args: string[]): Map<string, string | true> {
  const found = new Map<string, string | true>();
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (!arg.startsWith('--')) throw new UsageError(`unexpected argument '${arg}'`);
    const next = args[i + 1];
    if (next === undefined || next.startsWith('--')) found.set(arg.slice(2), true);
    else {
      found.set(arg.slice(2), next);
      i++;
    }
  }
  return found;
}

/** The command and its options; UsageError (with the usage) when something is missing or unknown. */
export function parseOperatorArgs(args: string[]): OperatorCommand {
  const [command, ...rest] = args;
  const options = flags(rest);
  const text = (name: string): string => {
    const value = options.get(name);
    if (typeof value !== 'string' || value.trim() === '') throw new UsageError(`--${name} is required`);
    return value;
  };
  const role = (): OperatorRole => {
    const value = text('role');
    if (!(OPERATOR_ROLES as readonly string[]).includes(value)) {
      throw new UsageError(`--role must be one of ${OPERATOR_ROLES.join(', ')}`);
    }
    return value as OperatorRole;
  };
  const password = (): string | null => (options.get('password-stdin') === true ? null : text('password'));
  switch (command) {
    case 'create': {
      const email = text('email');
      const name = typeof options.get('name') === 'string' ? (options.get('name') as string) : email;
      return { command, email, password: password(), role: role(), name };
    }
    case 'list':
      return { command };
    case 'set-password':
      return { command, email: text('email'), password: password() };
    case 'set-role':
      return { command, email: text('email'), role: role() };
    case 'disable':
    case 'enable':
    case 'reset-totp':
      return { command, email: text('email') };
    default:
      throw new UsageError(command ? `unknown command '${command}'` : 'a command is required');
  }
}

/** The audit log's actor for this shell: `cli:<os user>`. */
export function cliActor(): operators.OperatorActor {
  let user = 'unknown';
  try {
    user = userInfo().username;
  } catch {
    user = process.env.USER ?? 'unknown';
  }
  return { type: 'cli', id: `cli:${user}` };
}

async function idOf(db: Db, email: string): Promise<string> {
  const row = await operators.operatorByEmail(db, email);
  if (!row) throw new Error(`no operator has the email ${email}`);
  return row.id;
}

/** Runs one command; answers the lines to print. */
export async function runOperatorCommand(
  db: Db,
  command: OperatorCommand,
  actor: operators.OperatorActor,
  readPassword: () => Promise<string>,
): Promise<string[]> {
  switch (command.command) {
    case 'create': {
      const created = await operators.createOperator(db, actor, {
        email: command.email,
        name: command.name,
        role: command.role,
        password: command.password ?? (await readPassword()),
      });
      return [`Created ${created.role} ${created.email} (${created.id}).`];
    }
    case 'list': {
      const lines: string[] = [];
      for (let page = 1; ; page++) {
        const result = await operators.listOperators(db, { page, pageSize: 100 });
        for (const o of result.items) {
          const flags = [o.disabled ? 'disabled' : 'active', o.totpEnabled ? 'totp' : 'no totp'].join(', ');
          lines.push(`${o.email}\t${o.role}\t${o.name}\t${flags}\t${o.id}`);
        }
        if (page * result.pageSize >= result.total) break;
      }
      return lines.length > 0 ? lines : ['No operators yet: npm run operator -- create ... --role owner'];
    }
    case 'set-password': {
      const id = await idOf(db, command.email);
      const password = command.password ?? (await readPassword());
      await operators.setOperatorPassword(db, actor, id, password);
      return [`Password of ${command.email} set; their sessions ended.`];
    }
    case 'set-role': {
      const changed = await operators.changeOperatorRole(
        db,
        actor,
        await idOf(db, command.email),
        command.role,
      );
      return [`${changed.email} is now ${changed.role}.`];
    }
    case 'reset-totp': {
      const changed = await operators.resetOperatorTotp(db, actor, await idOf(db, command.email));
      return [`${changed.email} signs in with the password alone until they set up a code again.`];
    }
    case 'disable':
    case 'enable': {
      const id = await idOf(db, command.email);
      const changed = await operators.setOperatorDisabled(db, actor, id, command.command === 'disable');
      return [`${changed.email} is ${changed.disabled ? 'disabled; their sessions ended' : 'enabled'}.`];
    }
  }
}

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks)
    .toString('utf8')
    .replace(/\r?\n$/, '');
}

function describe(error: unknown): string {
  if (isCommerceError(error)) {
    const field = typeof error.details.field === 'string' ? ` (${error.details.field})` : '';
    return `${error.errorId}: ${errorMessage(error.errorId, 'en-us', error.details)}${field}`;
  }
  return error instanceof Error ? error.message : String(error);
}

async function main(): Promise<number> {
  let command: OperatorCommand;
  try {
    command = parseOperatorArgs(process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`operator: ${error.message}\n${USAGE}`);
    return 2;
  }
  return runOnCommandDatabase(
    `operator ${command.command}`,
    (db) => runOperatorCommand(db, command, cliActor(), readStdin),
    describe,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error(`operator failed: ${describe(error)}`);
      process.exitCode = 1;
    },
  );
}
