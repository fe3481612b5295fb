import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { gzip } from "node:zlib";
import { userRoleIn } from "@/lib/domain/users/museum-access";
import { ShortMemory } from "@/lib/http/short-memory";
import type { MuseumRoleName } from "@/lib/domain/users/roles";

// Every open Today page asks for its day's figures once a second (components/today/live-capacity.tsx).
// That answer depends only on the museum, the asker's role there and what was asked, never on who
// asked, so each process reads it at most once a second per museum, role and question and gives the
// same answer to every page that asks within that second, including the pages asking while it is being
// read (docs/performance.md, "Today under watch"). Only the documents the route names are shared, matched
// by their exact text, and only once the asker's role in the museum named by `museumId` is known.

/** How long a read answer is given again: the Today page's poll interval, so a page sees each read at most once. */
export const SHARED_FOR_MS = 1000;
/**
 * How long a user's role in a museum is taken as known for these questions: each page would otherwise
 * look it up at every poll. A role taken away stops that user's shared answers within this time.
 */
export const ROLE_KNOWN_FOR_MS = 10_000;
// Past this many kept answers (or roles, which are small), expired ones are dropped before another is
// kept, and while that many are still fresh, no more are kept.
const MOST_ANSWERS_KEPT = 500;
const MOST_ROLES_KEPT = 10_000;

/** A GraphQL answer as sent: status, content type and body; each request adds its own headers. */
export interface SharedAnswer {
  status: number;
  contentType: string;
  body: string;
  /**
   * The body gzipped, for a shared answer: compressed once for everyone it is given to, where sending the
   * uncompressed body to each page cost more (docs/performance.md, "Today under watch").
   */
  gzipped?: () => Promise<Uint8Array<ArrayBuffer>>;
}

const gzipText = promisify(gzip);

function compressedOnce(body: string): () => Promise<Uint8Array<ArrayBuffer>> {
  let compressed: Promise<Uint8Array<ArrayBuffer>> | undefined;
  return () => (compressed ??= gzipText(body).then((bytes) => new Uint8Array(bytes)));
}

export type SharedAnswers = (userId: string, body: { text: string; parsed: unknown }, answerAlone: () => Promise<SharedAnswer>) => Promise<SharedAnswer>;

/**
 * Answers the documents in `documents` (by exact text) once per `forMs` per museum, role and request
 * body, and everything else alone. Only answers without errors are given to others: one with an
 * error is answered again.
 */
export function sharedAnswers(documents: readonly string[], forMs = SHARED_FOR_MS): SharedAnswers {
  const shared = new Set(documents);
  const roles = new ShortMemory<MuseumRoleName | null>({ forMs: ROLE_KNOWN_FOR_MS, mostKept: MOST_ROLES_KEPT });
  const answers = new ShortMemory<SharedAnswer & { shareable: boolean }>({ forMs, mostKept: MOST_ANSWERS_KEPT });
  // The user's role in the museum, or null when they have none.
  const roleIn = (userId: string, museumId: string) => roles.read(`${userId}\n${museumId}`, () => userRoleIn({ userId, museumId }));
  return async (userId, body, answerAlone) => {
    const museumId = sharedMuseumId(shared, body.parsed);
    const role = museumId === null ? null : await roleIn(userId, museumId);
    if (role === null) return answerAlone();
    // The body's hash, not the body: its variables could be large.
    const key = `${museumId}\n${role}\n${createHash("sha256").update(body.text).digest("base64url")}`;
    const read = answers.read(key, async () => {
      const answer = await answerAlone();
      return { ...answer, shareable: answer.status === 200 && !hasErrors(answer.body), gzipped: compressedOnce(answer.body) };
    });
    const { shareable, ...answer } = await read;
    if (!shareable) answers.forget(key, read);
    return answer;
  };
}

function hasErrors(body: string): boolean {
  try {
    return (JSON.parse(body) as { errors?: unknown }).errors !== undefined;
  } catch {
    return true;
  }
}

function sharedMuseumId(documents: ReadonlySet<string>, parsed: unknown): string | null {
  if (typeof parsed !== "object" || parsed === null) return null;
  const { query, variables } = parsed as { query?: unknown; variables?: unknown };
  if (typeof query !== "string" || !documents.has(query)) return null;
  const museumId = typeof variables === "object" && variables !== null ? (variables as { museumId?: unknown }).museumId : undefined;
  return typeof museumId === "string" ? museumId : null;
}
