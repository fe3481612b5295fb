import { requestIdFrom } from "@/lib/http/request-id";
import type { Step } from "./handler";

/**
 * Every answer carries X-Request-Id: the caller's when it is a sane token, else a new one. The request
 * header is rewritten to the same id, so the /v1 handlers' error bodies name it too.
 */
export const settleRequestId: Step = (request, response) => {
  const given = request.headers["x-request-id"];
  const id = requestIdFrom(typeof given === "string" ? given : undefined);
  request.headers["x-request-id"] = id;
  response.setHeader("x-request-id", id);
  return false;
};
