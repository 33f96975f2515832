import { hash, verify, type Algorithm } from "@node-rs/argon2";

/** Algorithm.Argon2id: the package declares its enum `const`, which isolated modules cannot read at run time. */
const ARGON2ID = 2 as Algorithm;

/** argon2id with the library's recommended cost (19 MiB, 2 passes): slow for attackers, fine for a login. */
export async function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: ARGON2ID });
}

/**
 * Whether the password matches the stored hash. Accounts without a password (social sign-in only)
 * store an empty hash and never match; a dummy hash is checked so their timing looks the same.
 */
export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  if (!storedHash) {
    await verify(DUMMY_HASH, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}

/** Verified against when there is no account, so "no such e-mail" takes as long as "wrong password". */
export async function spendVerificationTime(password: string): Promise<void> {
  await verify(DUMMY_HASH, password).catch(() => false);
}

const DUMMY_HASH = "$argon2id$v=19$m=19456,t=2,p=1$sr+irYGq10khgcL2gO+F5Q$9l9xE+8WjyohhVBfI4D723qv4W7xEkmGTjDtskqa4R0";
