import { expect } from "vitest";
import type { ApiAnswer } from "./api-client";

export interface ErrorDetail {
  path?: string;
  message: string;
}

/** Asserts the one /v1 error body with this status and code, and returns its error object. */
export function expectError(answer: ApiAnswer, status: number, code: string, label?: string) {
  expect(answer.status, label ?? JSON.stringify(answer.body)).toBe(status);
  expect(answer.body.error.code, label).toBe(code);
  return answer.body.error as { code: string; message: string; details?: ErrorDetail[] };
}

/** A 400 VALIDATION_ERROR whose details name `path`. */
export function expectInvalid(answer: ApiAnswer, path: string, label?: string): void {
  const error = expectError(answer, 400, "VALIDATION_ERROR", label ?? path);
  expect(error.details?.map((detail) => detail.path), label ?? path).toContain(path);
}

export const ISO_MS_Z = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;
