import { jwksResponse } from "@/lib/auth/jwks";

// The keys come from runtime settings and the data folder, never from the build.
export const dynamic = "force-dynamic";

export const GET = jwksResponse;
