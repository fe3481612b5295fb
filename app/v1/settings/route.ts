import { getMuseumSettings, updateMuseumSettings } from "@/lib/domain/museums/museum-settings";
import { apiRoute } from "@/lib/http/api-route";
import { settingsContracts } from "./contract";

export const GET = apiRoute(settingsContracts.get, ({ actor }) => getMuseumSettings({ actor }));

export const PATCH = apiRoute(settingsContracts.update, ({ actor, body }) => updateMuseumSettings({ actor, input: body }));
