"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useMuseum } from "@/components/shell/museum-context";
import { dashboardApi } from "@/lib/dashboard/dashboard-api";
import { museumKeys } from "@/lib/dashboard/query-keys";
import type { EndpointRow, EndpointWithSecret } from "./webhook-rows";

/**
 * What an owner or admin does to one endpoint through the dashboard's routes: turn it on or off,
 * make a new secret, send a test event, delete it. Each refreshes the endpoint list, and the test
 * event the endpoint's delivery log.
 */
export function useEndpointChanges(endpoint: EndpointRow) {
  const museum = useMuseum();
  const queryClient = useQueryClient();
  const path = `webhook-endpoints/${endpoint.id}`;
  const refreshEndpoints = () => queryClient.invalidateQueries({ queryKey: museumKeys.webhookEndpoints(museum.id) });

  return {
    switchOnOff: useMutation({
      mutationFn: (enabled: boolean) => dashboardApi<EndpointRow>(museum.id, path, { method: "PATCH", body: { enabled } }),
      onSettled: refreshEndpoints,
    }),
    rotateSecret: useMutation({
      mutationFn: () => dashboardApi<EndpointWithSecret>(museum.id, `${path}/rotate-secret`, { method: "POST" }),
      onSettled: refreshEndpoints,
    }),
    sendTest: useMutation({
      mutationFn: () => dashboardApi<{ deliveryId: string }>(museum.id, `${path}/test`, { method: "POST" }),
      onSuccess: () => queryClient.invalidateQueries({ queryKey: museumKeys.webhookDeliveries(museum.id, endpoint.id) }),
    }),
    remove: useMutation({
      mutationFn: () => dashboardApi<void>(museum.id, path, { method: "DELETE" }),
      onSettled: refreshEndpoints,
    }),
  };
}
