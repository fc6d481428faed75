import { hash, verify } from '@node-rs/argon2';

/** argon2id (the library's `Algorithm.Argon2id`, a const enum that isolated modules cannot read). */
const ARGON2ID = 2;
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

/** A hash to verify against when the account does not exist, so timing does not reveal it. */
let dummy: Promise<string> | undefined;
export function dummyHash(): Promise<string> {
  dummy ??= hashPassword('not-a-real-password');
  return dummy;
}

let common: Set<string> | undefined;
/**
 * Whether a password is one of the 10,000 most used (in any letter case), which guessing tries
 * first. The list loads on first use.
 */
export async function isCommonPassword(password: string): Promise<boolean> {
  if (!common) {
    const { COMMON_PASSWORDS } = await import('./common-passwords.data.ts');
    common = new Set(COMMON_PASSWORDS.split('\n'));
  }
  return common.has(password.toLowerCase());
}
