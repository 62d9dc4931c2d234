import { hash, verify } from '@node-rs/argon2';
import { PASSWORD_MESSAGE, passwordProblem } from '@ridgeline/contracts';
import { CommerceError } from '../shared/errors.ts';

/** Algorithm.Argon2id: the enum is a const enum, which isolated modules cannot read. */
const ARGON2ID = 2;

/** argon2id with the library's defaults (19 MiB, 2 passes: OWASP's minimum recommendation). */
export const hashPassword = (password: string): Promise<string> => hash(password, { algorithm: ARGON2ID });

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

// Checked against when the email is unknown so that both answers take the same time.
const DUMMY_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$gcile3m2zDhZMCuEhhbjUA$wrXX+P3XkUGuzsSpD1jEM3tpBIFwO/5zBHPkz4RBpMI';
export const burnPasswordCheck = (password: string) => verifyPassword(DUMMY_HASH, password);

/** FE872 when too short; REQ400 naming the field when a character class is missing. */
export function assertPasswordPolicy(password: string, field = 'body.password'): void {
  const problem = passwordProblem(password);
  if (problem === 'tooShort') throw new CommerceError('FE872', { field });
  if (problem === 'weak') throw new CommerceError('REQ400', { field, problem: PASSWORD_MESSAGE });
}
