import { getMuseumSettings, updateMuseumSettings } from "@/lib/domain/museums/museum-settings";
import { updateMuseumSettingsInput } from "@/lib/domain/museums/museum-settings-schemas";
import { dashboardRoute } from "@/lib/dashboard/dashboard-route";

export const dynamic = "force-dynamic";

export const GET = dashboardRoute({ need: "read" }, ({ actor }) => getMuseumSettings({ actor }));

export const PATCH = dashboardRoute({ need: "administer", body: updateMuseumSettingsInput }, ({ actor, body }) =>
  updateMuseumSettings({ actor, input: body }),
);
