import { startSignInBody } from "@/lib/auth/auth-schemas";

/** Whether the login service would take this as an address to send a code to: its own rule, checked in the browser first. */
export const goodSignInEmail = (text: string): boolean => startSignInBody.shape.email.safeParse(text).success;
