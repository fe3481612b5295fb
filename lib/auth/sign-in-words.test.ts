import { describe, expect, it } from "vitest";
import { codeRefusal, codeRefusalWords } from "./sign-in-words";

// docs/auth.md, "Sign-in codes": a code dies after 5 wrong attempts, and the pages say so in words.
describe("sign-in code refusals", () => {
  it("call the first four wrong tries wrong, and from the fifth on the code locked", () => {
    const words = codeRefusalWords(5);
    expect([1, 2, 3, 4].map((tries) => codeRefusal(tries, words))).toEqual(Array(4).fill("That code is wrong, expired or already used. Check the latest email, or send a new code."));
    expect(codeRefusal(5, words)).toBe("This code is locked after 5 wrong tries. Send a new code.");
    expect(codeRefusal(6, words)).toBe("This code is locked after 5 wrong tries. Send a new code.");
  });

  it("take the attempt limit from the login service's settings", () => {
    expect(codeRefusalWords().maxWrongTries).toBe(5);
  });
});
