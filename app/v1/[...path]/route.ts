import { AppError } from "@/lib/errors/app-error";
import { errorResponse } from "@/lib/http/error-response";
import { requestIdFor } from "@/lib/http/request-id";

// Unknown /v1 paths answer with the API's error body, not the dashboard's HTML 404 page.
function notFound(request: Request): Response {
  return errorResponse(new AppError("ROUTE_NOT_FOUND"), requestIdFor(request));
}

export { notFound as GET, notFound as POST, notFound as PUT, notFound as PATCH, notFound as DELETE };
