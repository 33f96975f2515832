import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { openDatabase, type Db } from "../../src/db/database.ts";
import { migrateToLatest } from "../../src/db/migrations.ts";

export type TestDialect = "sqlite" | "postgres";

/** Which engine this test run targets: TEST_DB=postgres (with TEST_DATABASE_URL) or sqlite (default). */
export function testDialect(): TestDialect {
  const wanted = process.env.TEST_DB ?? "sqlite";
  if (wanted !== "sqlite" && wanted !== "postgres") throw new Error(`TEST_DB must be sqlite or postgres, not ${wanted}`);
  return wanted;
}

export interface TestDatabase {
  db: Db;
  dataDir: string;
  url: string;
  drop(): Promise<void>;
}

/**
 * A fresh, migrated database for one test file: a new SQLite file in a temp dir, or a new database on
 * the PostgreSQL server of TEST_DATABASE_URL. Dropped afterwards.
 */
export async function createTestDatabase(options: { countStatements?: boolean } = {}): Promise<TestDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "maison-test-"));
  const dialect = testDialect();
  let url: string;
  let dropDatabase = async () => {};
  if (dialect === "postgres") {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) throw new Error("TEST_DB=postgres needs TEST_DATABASE_URL");
    const name = `maison_t_${randomBytes(6).toString("hex")}`;
    await adminQuery(adminUrl, `CREATE DATABASE "${name}"`);
    const parsed = new URL(adminUrl);
    parsed.pathname = `/${name}`;
    url = parsed.toString();
    dropDatabase = () => dropWhenReleased(adminUrl, name);
  } else {
    url = `sqlite:${path.join(dataDir, "maison.db")}`;
  }
  const db = openDatabase({ url, dataDir, poolSize: 12, countStatements: options.countStatements ?? false });
  await migrateToLatest(db.kysely);
  return {
    db,
    dataDir,
    url,
    async drop() {
      await db.destroy();
      await dropDatabase();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function adminQuery(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Drops a test database once its pool has let go of it, without terminating anyone's connection. */
async function dropWhenReleased(adminUrl: string, name: string): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await adminQuery(adminUrl, `DROP DATABASE IF EXISTS "${name}"`);
      return;
    } catch (error) {
      const inUse = error instanceof Error && /being accessed by other users/.test(error.message);
      if (!inUse || attempt >= 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}
