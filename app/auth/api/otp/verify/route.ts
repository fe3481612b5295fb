import { authRoute } from "@/lib/auth/auth-route";
import { verifySignInBody } from "@/lib/auth/auth-schemas";
import { verifySignIn } from "@/lib/auth/otp/verify-sign-in";

export const POST = authRoute({ body: verifySignInBody }, ({ body, ip }) => verifySignIn({ ...body, ip }));
