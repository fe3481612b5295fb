"use client";

import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslations } from "use-intl";
import type { z } from "zod";
import { DashboardError } from "@/lib/dashboard/dashboard-error";
import { fieldErrorsFromDetails, fieldErrorsFromZod, type FieldErrors } from "@/lib/dashboard/field-errors";
import { plainFieldErrors, type FieldNames } from "@/lib/dashboard/plain-errors";
import { useErrorText } from "@/lib/dashboard/use-error-text";

/**
 * A form's save: the input is checked with the API's own zod schema first (errors beside their fields,
 * in plain words about each field's `names`, nothing sent), then sent; the server's validation details
 * land beside the same fields in the same words. A refusal without details is said in the page's
 * language, beside the field `codeFields` names for its code (ALREADY_EXISTS beside a key), else below the form.
 */
export function useCheckedSave<Result>({
  schema,
  save,
  onSaved,
  names = {},
  codeFields = {},
}: {
  schema: z.ZodType;
  save: (input: Record<string, unknown>) => Promise<Result>;
  onSaved: (result: Result) => void;
  names?: FieldNames;
  codeFields?: Record<string, string>;
}) {
  const words = useTranslations("PlainErrors");
  const errorText = useErrorText();
  const [errors, setErrors] = useState<FieldErrors>({});
  const mutation = useMutation({
    mutationFn: save,
    onError: (error) => {
      if (error instanceof DashboardError && error.details.length > 0) setErrors(plainFieldErrors(fieldErrorsFromDetails(error.details), names, words));
      else setErrors({ [(error instanceof DashboardError && codeFields[error.code]) || "form"]: errorText(error) });
    },
    onSuccess: (result) => {
      setErrors({});
      onSaved(result);
    },
  });
  return {
    errors,
    pending: mutation.isPending,
    /** `problems`: what the form itself found before the schema (a time the clocks skip, capacity 0 while open). */
    submit(input: Record<string, unknown>, problems: FieldErrors = {}) {
      const checked = schema.safeParse(input);
      const found = { ...(checked.success ? {} : plainFieldErrors(fieldErrorsFromZod(checked.error), names, words)), ...problems };
      if (Object.keys(found).length > 0) {
        setErrors(found);
        return;
      }
      mutation.mutate(input);
    },
  };
}
