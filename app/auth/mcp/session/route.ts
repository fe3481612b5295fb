import { dashboardSessionUser } from "@/lib/auth/dashboard/session-cookie";
import { loginStepRoute } from "@/lib/oauth/login-step-route";
import { sessionStep } from "@/lib/oauth/login-steps";

// Sign-in for an assistant's connection as the person already signed in to the dashboard.
export const POST = loginStepRoute(async ({ form, request }) => sessionStep(form, await dashboardSessionUser(request)));
