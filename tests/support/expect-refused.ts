import { expect } from "vitest";
import type { ApiAnswer } from "./api-client";

/** Asserts an API answer is the refusal `status` `code` (the whole answer in the message when not) and returns its error body. */
export function expectRefused(answer: ApiAnswer, status: number, code: string) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  expect(answer.body.error.code).toBe(code);
  return answer.body.error;
}
