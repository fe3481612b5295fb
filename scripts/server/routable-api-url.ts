// Next answers 500 to a path that is not valid percent-encoding. Such a /v1 path names no endpoint, so
// it goes to the /v1 catch-all instead, which answers 404 ROUTE_NOT_FOUND with the API's error body.
const UNROUTABLE = "/v1/unroutable-path";

export function routableApiUrl(url: string): string {
  if (!url.startsWith("/v1/")) return url;
  const queryAt = url.indexOf("?");
  try {
    decodeURIComponent(queryAt === -1 ? url : url.slice(0, queryAt));
    return url;
  } catch {
    return UNROUTABLE;
  }
}
