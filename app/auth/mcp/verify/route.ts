import { loginStepRoute } from "@/lib/oauth/login-step-route";
import { codeStep } from "@/lib/oauth/login-steps";

// Sign-in for an assistant's connection, step 2: check the code and hand the user over.
export const POST = loginStepRoute(({ form, ip }) => codeStep(form, ip));
