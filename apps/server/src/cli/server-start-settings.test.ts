import { describe, expect, it } from "vitest";
import { serverNodeFlags, serverProcessEnv } from "../../scripts/node-flags.mjs";

describe("the production server's start settings (scripts/node-flags.mjs)", () => {
  it("adds the allocator's fixed mmap threshold, keeping the rest of the environment", () => {
    const env = serverProcessEnv({ PATH: "/usr/bin", PORT: "3000" });
    expect(env).toEqual({ MALLOC_MMAP_THRESHOLD_: "131072", PATH: "/usr/bin", PORT: "3000" });
  });

  it("keeps a threshold the environment already sets", () => {
    expect(serverProcessEnv({ MALLOC_MMAP_THRESHOLD_: "65536" }).MALLOC_MMAP_THRESHOLD_).toBe("65536");
  });

  it("takes SERVER_MALLOC_ENV in place of its own settings, empty for glibc's defaults", () => {
    expect(serverProcessEnv({ SERVER_MALLOC_ENV: "" })).toEqual({ SERVER_MALLOC_ENV: "" });
    expect(serverProcessEnv({ SERVER_MALLOC_ENV: "MALLOC_ARENA_MAX=2 MALLOC_TOP_PAD_=0" })).toMatchObject({ MALLOC_ARENA_MAX: "2", MALLOC_TOP_PAD_: "0" });
    expect(serverProcessEnv({ SERVER_MALLOC_ENV: "" }).MALLOC_MMAP_THRESHOLD_).toBeUndefined();
  });

  it("runs the collector on the main thread on one core only, and SERVER_NODE_FLAGS replaces the flags", () => {
    expect(serverNodeFlags({}, 1)).toContain("--single-threaded-gc");
    expect(serverNodeFlags({}, 2)).not.toContain("--single-threaded-gc");
    expect(serverNodeFlags({}, 2)).toEqual(["--heap-growing-percent=25", "--max-semi-space-size=4"]);
    expect(serverNodeFlags({ SERVER_NODE_FLAGS: "" }, 1)).toEqual([]);
  });
});
