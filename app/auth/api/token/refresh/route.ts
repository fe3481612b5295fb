import { authRoute } from "@/lib/auth/auth-route";
import { refreshTokenBody } from "@/lib/auth/auth-schemas";
import { refreshTokens } from "@/lib/auth/tokens/refresh-tokens";

export const POST = authRoute({ body: refreshTokenBody }, ({ body, ip }) => refreshTokens({ ...body, ip }));
