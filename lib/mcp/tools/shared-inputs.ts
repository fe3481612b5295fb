import { z } from "zod";

// Inputs several tools share, described once so every tool documents them the same way.

export const museumId = z.string().min(1).max(100).describe("The museum's id (a UUID), as list_museums shows it.");
