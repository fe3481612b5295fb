import { afterResponse, loginStepRoute } from "@/lib/oauth/login-step-route";
import { emailStep } from "@/lib/oauth/login-steps";

// Sign-in for an assistant's connection, step 1: email a code.
export const POST = loginStepRoute(({ form, ip, language }) => emailStep(form, ip, afterResponse, language));
