/**
 * Import rules of the Maison monorepo (see "Allowed imports" in docs/architecture).
 *
 *   packages/domain     imports nothing of ours, no I/O and no framework
 *   packages/contracts  imports only the domain (and zod)
 *   apps/web            never imports the server
 *   apps/server         never imports the web sources
 *   inside the server   routes → service → repository → db; a module reaches another module
 *                       through its service, never its repository; db/ sees only db/ and tables
 *   inside the web      a feature never imports the layout (app/layout/ composes features)
 *   everywhere          no cycles (type-only imports count); between server modules and between
 *                       web features not even through other files: scripts/check-module-cycles.mjs
 *
 * Run: npm run check:imports (dependency-cruiser, then scripts/check-module-cycles.mjs)
 */

/** Node built-ins that do I/O or touch the process: the domain stays pure. */
const NODE_IO_MODULES = [
  "fs", "fs/promises", "net", "http", "https", "http2", "child_process", "cluster", "dgram",
  "dns", "dns/promises", "tls", "worker_threads", "readline", "readline/promises", "repl",
  "inspector", "os", "process", "module", "vm", "v8", "async_hooks", "perf_hooks", "stream",
  "stream/promises", "timers", "timers/promises", "sqlite", "test", "wasi", "diagnostics_channel",
];

/** Frameworks and infrastructure libraries that have no place in the domain. */
const FRAMEWORK_PACKAGES = [
  "fastify", "@fastify/[^/]+", "fastify-[^/]+", "kysely", "pg", "better-sqlite3", "pino",
  "sharp", "react", "react-dom", "react-router", "@react-router/[^/]+", "@tanstack/[^/]+",
  "vite", "graphql", "graphql-yoga", "mercurius", "nodemailer", "@node-rs/[^/]+", "argon2",
  "@openfeature/[^/]+", "express", "undici", "axios",
];

const TEST_FILE = "\\.test\\.tsx?$";
const SERVER_MODULE = "^apps/server/src/modules/";

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment: "Cycles make modules impossible to reason about or test alone. Type-only imports count.",
      from: {},
      to: { circular: true },
    },

    // ---- packages/domain ------------------------------------------------------------------
    {
      name: "domain-imports-nothing-of-ours",
      severity: "error",
      comment: "The domain is the innermost layer: it may import only itself.",
      from: { path: "^packages/domain/" },
      to: { path: ["^packages/(?!domain/)", "^apps/", "^@maison/"] },
    },
    {
      name: "domain-no-io",
      severity: "error",
      comment: "The domain is pure rules and constants: no file, network or process access.",
      from: { path: "^packages/domain/" },
      to: {
        dependencyTypes: ["core"],
        path: `^(node:)?(${NODE_IO_MODULES.join("|")})$`,
      },
    },
    {
      name: "domain-no-frameworks",
      severity: "error",
      comment: "The domain does not know about HTTP, SQL, rendering or logging libraries.",
      from: { path: "^packages/domain/" },
      to: { path: `(^|/)node_modules/(${FRAMEWORK_PACKAGES.join("|")})/` },
    },

    // ---- packages/contracts -----------------------------------------------------------------
    {
      name: "contracts-only-domain-and-zod",
      severity: "error",
      comment: "HTTP contracts are zod schemas built from domain constants; nothing else.",
      from: { path: "^packages/contracts/", pathNot: TEST_FILE },
      to: {
        pathNot: ["^packages/(domain|contracts)/", "(^|/)node_modules/zod/"],
      },
    },
    {
      name: "contracts-tests-only-domain-zod-vitest",
      severity: "error",
      comment: "Tests beside the contracts may add vitest, nothing more.",
      from: { path: `^packages/contracts/.*${TEST_FILE}` },
      to: {
        pathNot: ["^packages/(domain|contracts)/", "(^|/)node_modules/(zod|vitest|@vitest/[^/]+)/"],
      },
    },

    // ---- apps -------------------------------------------------------------------------------
    {
      name: "web-never-imports-server",
      severity: "error",
      comment: "The web app talks to the server over HTTP; shared types live in packages/contracts.",
      from: { path: "^apps/web/" },
      to: { path: ["^apps/server/", "^@maison/server(/|$)"] },
    },
    {
      name: "server-never-imports-web-sources",
      severity: "error",
      comment: "The server serves the web build at run time; it never imports web sources.",
      from: { path: "^apps/server/" },
      to: { path: ["^apps/web/", "^@maison/web(/|$)"] },
    },

    // ---- inside apps/web/app ------------------------------------------------------------------
    {
      name: "features-not-layout",
      severity: "error",
      comment: "The layout (header, footer, session hooks) composes features; a feature never imports it.",
      from: { path: "^apps/web/app/features/" },
      to: { path: "^apps/web/app/(layout|routes)/" },
    },

    // ---- inside apps/server/src -------------------------------------------------------------
    {
      name: "routes-not-repository",
      severity: "error",
      comment: "Routes call services; only services reach repositories.",
      from: { path: `${SERVER_MODULE}[^/]+/[^/]+\\.routes\\.ts$` },
      to: { path: "\\.repository\\.ts$" },
    },
    {
      name: "no-other-module-repository",
      severity: "error",
      comment: "A module calls another module's service, never its repository.",
      from: { path: `${SERVER_MODULE}([^/]+)/` },
      to: {
        path: `${SERVER_MODULE}[^/]+/.*\\.repository\\.ts$`,
        pathNot: `${SERVER_MODULE}$1/`,
      },
    },
    {
      name: "db-only-db-and-tables",
      severity: "error",
      comment: "db/ is the bottom of the server: it sees only db/ files and table definitions.",
      from: { path: "^apps/server/src/db/" },
      to: {
        path: ["^apps/", "^packages/", "^@maison/"],
        pathNot: ["^apps/server/src/db/", "\\.table\\.ts$"],
      },
    },
  ],

  options: {
    // npm packages stay in the graph (the rules above look at them) but are not crawled.
    doNotFollow: { path: "(^|/)node_modules/" },
    exclude: { path: ["(^|/)build/", "(^|/)\\.react-router/", "(^|/)test-results/"] },
    moduleSystems: ["es6", "cjs"],
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.base.json" },
    combinedDependencies: false,
    enhancedResolveOptions: {
      // Workspace packages export their sources as "./*": "./src/*.ts".
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      mainFields: ["module", "main", "types", "typings"],
      extensions: [".ts", ".tsx", ".d.ts", ".js", ".mjs", ".cjs", ".jsx", ".json"],
    },
    reporterOptions: {
      text: { highlightFocused: true },
    },
  },
};
