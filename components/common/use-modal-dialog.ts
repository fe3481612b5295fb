"use client";

import { useEffect, useRef } from "react";

/**
 * A <dialog> shown as a modal while its component is mounted (focus kept inside, Escape cancels),
 * and closed when it goes: the confirmation steps of the season and of orders.
 */
export function useModalDialog() {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);
  return dialog;
}
