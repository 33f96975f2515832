import { mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { isValidStorageKey } from "./file-storage.ts";
import { LocalFileStorage } from "./local-file-storage.ts";

describe("isValidStorageKey", () => {
  it.each(["products/8000000000001/1.svg", "a", "evaluations/ab_c-d/photo.2.jpg"])("accepts %s", (key) => {
    expect(isValidStorageKey(key)).toBe(true);
  });

  it.each(["", "/etc/passwd", "../secret", "a/../b", "a/..", "a//b", "a/./b", "a/", "A/b", "a\\b", "a b", "a/%2e%2e/b", "a/...x"])(
    "refuses %j",
    (key) => {
      expect(isValidStorageKey(key)).toBe(false);
    },
  );
});

describe("LocalFileStorage", () => {
  let dir: string;
  let storage: LocalFileStorage;

  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "maison-storage-"));
    storage = new LocalFileStorage(path.join(dir, "uploads"));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it("stores, reads and replaces a file, leaving no temporary files behind", async () => {
    await storage.put("products/1/1.svg", "<svg/>");
    await storage.put("products/1/1.svg", Buffer.from("<svg>2</svg>"));
    expect((await storage.get("products/1/1.svg"))?.toString()).toBe("<svg>2</svg>");
    expect(await storage.exists("products/1/1.svg")).toBe(true);
    expect(await readdir(path.join(dir, "uploads/products/1"))).toEqual(["1.svg"]);
  });

  it("answers undefined and false for a missing file", async () => {
    expect(await storage.get("products/none.svg")).toBeUndefined();
    expect(await storage.exists("products/none.svg")).toBe(false);
  });

  it("refuses keys that would leave the root, without touching the file outside", async () => {
    await writeFile(path.join(dir, "secret.txt"), "secret");
    await expect(storage.get("../secret.txt")).rejects.toThrow(/Invalid storage key/);
    await expect(storage.put("../secret.txt", "overwritten")).rejects.toThrow(/Invalid storage key/);
    await expect(storage.exists("/etc/passwd")).rejects.toThrow(/Invalid storage key/);
  });

  it("writes again after its directory was removed behind its back", async () => {
    await storage.put("products/9/1.svg", "a");
    await rm(path.join(dir, "uploads/products"), { recursive: true });
    await storage.put("products/9/1.svg", "b");
    expect((await storage.get("products/9/1.svg"))?.toString()).toBe("b");
  });

  it("deletes one file, quietly when it is already gone, and refuses keys outside the root", async () => {
    await storage.put("uploads/a.jpg", "a");
    await storage.put("uploads/b.jpg", "b");
    await storage.delete("uploads/a.jpg");
    await storage.delete("uploads/a.jpg");
    expect(await storage.exists("uploads/a.jpg")).toBe(false);
    expect(await storage.exists("uploads/b.jpg")).toBe(true);
    await writeFile(path.join(dir, "secret.txt"), "secret");
    await expect(storage.delete("../secret.txt")).rejects.toThrow(/Invalid storage key/);
  });

  it("deletes a whole tree and can write into it again", async () => {
    await storage.put("products/1/1.svg", "a");
    await storage.put("products/2/1.svg", "b");
    await storage.put("banners/1.svg", "c");
    await storage.deleteTree("products");
    expect(await storage.exists("products/1/1.svg")).toBe(false);
    expect(await storage.exists("banners/1.svg")).toBe(true);
    await storage.put("products/1/1.svg", "again");
    expect((await storage.get("products/1/1.svg"))?.toString()).toBe("again");
  });
});
