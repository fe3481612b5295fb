import { authConfig } from "./auth-config";

// What the sign-in pages (the dashboard's and the assistants' /auth/mcp) say when a code is refused.
// The login service answers every refusal alike (INVALID_SIGN_IN_CODE, docs/auth.md), so that no
// answer tells whether an address belongs to staff; the pages count the wrong tries made since the
// code was sent, and once that count reaches the attempt limit they say the code is locked, because
// from then on even the right code is refused. The count is the page's own, so it tells nobody more.

export interface CodeRefusalWords {
  /** The attempt limit: wrong tries after which a code is refused for good. */
  maxWrongTries: number;
  wrong: string;
  locked: string;
}

export function codeRefusalWords(maxWrongTries: number = authConfig().codeMaxAttempts): CodeRefusalWords {
  return {
    maxWrongTries,
    wrong: "That code is wrong, expired or already used. Check the latest email, or send a new code.",
    locked: `This code is locked after ${maxWrongTries} wrong tries. Send a new code.`,
  };
}

/** The words after the `wrongTries`-th refusal since the code was sent. */
export function codeRefusal(wrongTries: number, words: CodeRefusalWords): string {
  return wrongTries >= words.maxWrongTries ? words.locked : words.wrong;
}
