import NextAuth from "next-auth";
import type { NextRequest } from "next/server";
import { dashboardAuthOptions } from "@/lib/auth/dashboard/auth-options";

// next-auth's endpoints for the dashboard session (sign-in with an emailed code, session, sign-out).
// The options are built per request: they read the auth secret, which must not happen at build time.
type Context = { params: Promise<{ nextauth: string[] }> };

function handler(request: NextRequest, context: Context): Promise<Response> {
  return NextAuth(request, context, dashboardAuthOptions());
}

export { handler as GET, handler as POST };
