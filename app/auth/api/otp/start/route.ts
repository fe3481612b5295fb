import { authRoute } from "@/lib/auth/auth-route";
import { startSignInBody } from "@/lib/auth/auth-schemas";
import { startSignIn } from "@/lib/auth/otp/start-sign-in";

export const POST = authRoute({ body: startSignInBody, status: 202 }, ({ body, ip, defer, language }) => startSignIn({ email: body.email, ip, defer, language: body.language ?? language }));
