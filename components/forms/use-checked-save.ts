"use client";

import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import type { z } from "zod";
import { DashboardError, errorText } from "@/lib/dashboard/dashboard-error";
import { fieldErrorsFromDetails, fieldErrorsFromZod, type FieldErrors } from "@/lib/dashboard/field-errors";

/**
 * A form's save: the input is checked with the API's own zod schema first (errors beside their fields,
 * nothing sent), then sent; the server's validation details land beside the same fields.
 */
export function useCheckedSave<Result>({ schema, save, onSaved }: { schema: z.ZodType; save: (input: Record<string, unknown>) => Promise<Result>; onSaved: (result: Result) => void }) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const mutation = useMutation({
    mutationFn: save,
    onError: (error) => setErrors(error instanceof DashboardError && error.details.length > 0 ? fieldErrorsFromDetails(error.details) : { form: errorText(error) }),
    onSuccess: (result) => {
      setErrors({});
      onSaved(result);
    },
  });
  return {
    errors,
    pending: mutation.isPending,
    submit(input: Record<string, unknown>) {
      const checked = schema.safeParse(input);
      if (!checked.success) {
        setErrors(fieldErrorsFromZod(checked.error));
        return;
      }
      mutation.mutate(input);
    },
  };
}
