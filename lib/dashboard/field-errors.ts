import type { z } from "zod";
import type { ErrorDetail } from "./dashboard-error";

// Form errors keyed by field name, from the client-side zod check or from the server's details, so
// each message is shown beside its field. Nested paths (translations.1.name) keep their dots.

export type FieldErrors = Record<string, string>;

export function fieldErrorsFromZod(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join(".") || "form";
    errors[key] ??= issue.message;
  }
  return errors;
}

/** Server details name GraphQL arguments (input.capacity); the form's fields are the input's keys. */
export function fieldErrorsFromDetails(details: ErrorDetail[], prefix = "input."): FieldErrors {
  const errors: FieldErrors = {};
  for (const detail of details) {
    const key = detail.path.startsWith(prefix) ? detail.path.slice(prefix.length) : detail.path || "form";
    errors[key] ??= detail.message;
  }
  return errors;
}

/** Messages for paths no field of the form shows, joined, so no error goes unseen. */
export function unplacedErrors(errors: FieldErrors, fields: readonly string[]): string | undefined {
  const messages = Object.entries(errors)
    .filter(([key]) => !fields.includes(key))
    .map(([key, message]) => (key === "form" ? message : `${key}: ${message}`));
  return messages.length > 0 ? messages.join(" ") : undefined;
}
