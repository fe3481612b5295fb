// State that must exist once per process, however many copies of its module are loaded.
//
// `npm start` and `npm run dev` load the server layer and the /v1 route files through tsx
// (lib/server/v1-dispatch.ts), while Next loads the same sources again in its own bundle (every other
// door, and /v1 too with LEAN_DISPATCH=off). Two copies of a module mean two copies of its module-level
// variables, and Next's dev mode makes new copies whenever it reloads a file. For most modules that is
// harmless (caches of settings, prepared statements). For the few listed in docs/architecture.md
// ("Process-wide state") it is not: two SQLite connections that do not take turns, a revoked API key
// still remembered by the other copy, rate limit counts split in two, two hold batchers. Those keep
// their state here, under a name, so every copy finds the one instance the first copy made.

const slots = globalThis as typeof globalThis & Record<symbol, unknown>;

/** The process's one `name` instance, made by `create` the first time any copy of any module asks. */
export function processWide<T>(name: string, create: () => T): T {
  const key = Symbol.for(`foyer.process-wide.${name}`);
  if (!(key in slots)) slots[key] = create();
  return slots[key] as T;
}
