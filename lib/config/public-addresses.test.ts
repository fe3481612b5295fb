import { describe, expect, it } from "vitest";
import { authUrl, checkPublicAddresses, configuredMcpOrigin, dashboardOrigin, graphqlAudience, mcpPort, publicUrl } from "./public-addresses";
import { readServerConfig } from "./server-config";

const env = (values: Record<string, string>) => values as NodeJS.ProcessEnv;

describe("public addresses", () => {
  it("follow PORT when PUBLIC_URL is unset, and every address built on them follows too", () => {
    const onPort = env({ PORT: "4180" });
    expect(publicUrl(onPort)).toBe("http://localhost:4180");
    expect(authUrl(onPort)).toBe("http://localhost:4180/auth");
    expect(graphqlAudience(onPort)).toBe("http://localhost:4180/api/graphql");
    expect(dashboardOrigin(onPort)).toBe("http://localhost:4180");
    expect(publicUrl(env({}))).toBe("http://localhost:3000");
  });

  it("take PUBLIC_URL, AUTH_URL and NEXTAUTH_URL when set, without a trailing slash", () => {
    const hosted = env({ PORT: "8080", PUBLIC_URL: "https://tickets.example.org/", NEXTAUTH_URL: "https://staff.example.org/api/auth" });
    expect(publicUrl(hosted)).toBe("https://tickets.example.org");
    expect(authUrl(hosted)).toBe("https://tickets.example.org/auth");
    expect(authUrl(env({ AUTH_URL: "https://login.example.org/auth/" }))).toBe("https://login.example.org/auth");
    expect(dashboardOrigin(hosted)).toBe("https://staff.example.org");
  });

  it("read the tool server's origin and port", () => {
    expect(configuredMcpOrigin(env({}))).toBeNull();
    expect(configuredMcpOrigin(env({ MCP_ORIGIN: "https://mcp.example.org/" }))).toBe("https://mcp.example.org");
    expect(mcpPort(env({ MCP_PORT: "4181" }))).toBe(4181);
    expect(mcpPort(env({}))).toBe(3001);
  });

  it("refuse a mistake in any address when the server starts", () => {
    expect(() => checkPublicAddresses(env({ PUBLIC_URL: "tickets.example.org" }))).toThrow('PUBLIC_URL must be an http(s) address such as https://tickets.museum.example, got "tickets.example.org"');
    expect(() => checkPublicAddresses(env({ AUTH_URL: "ftp://login.example.org" }))).toThrow("AUTH_URL must be an http(s) address");
    expect(() => checkPublicAddresses(env({ MCP_ORIGIN: "https://mcp.example.org/tools" }))).toThrow("MCP_ORIGIN must be an http(s) origin without a path");
    expect(() => readServerConfig(env({ NEXTAUTH_URL: "nowhere" }))).toThrow("NEXTAUTH_URL must be an http(s) address");
  });
});
