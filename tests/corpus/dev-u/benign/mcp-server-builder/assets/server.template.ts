import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { z } from "zod";

// The only host this server talks to. Change it to the real API's documented base URL.
const API_BASE = "https://api.acme-invoices.example/v2";

const apiKey = process.env.ACME_API_KEY;
if (!apiKey) {
  console.error("ACME_API_KEY is not set; add it to the env block of your MCP client config.");
  process.exit(1);
}

async function api(path: string, params: Record<string, string> = {}) {
  const url = new URL(API_BASE + path);
  Object.entries(params).forEach(([k, v]) => url.searchParams.set(k, v));
  const res = await fetch(url, { headers: { Authorization: `Bearer ${apiKey}` } });
  if (res.status === 429) throw new Error("Rate limited; wait 30 seconds and retry.");
  if (!res.ok) throw new Error(`API error ${res.status}: ${await res.text()}`);
  return res.json();
}

const server = new McpServer({ name: "acme-invoices", version: "0.1.0" });

server.registerTool(
  "acme_list_open_invoices",
  {
    description: "List unpaid invoices, newest first.",
    inputSchema: { limit: z.number().int().min(1).max(100).default(20).describe("max results") },
    annotations: { readOnlyHint: true },
  },
  async ({ limit }) => {
    const data = await api("/invoices", { status: "open", limit: String(limit) });
    const lines = data.items.map((i: any) => `${i.id}  ${i.customer}  ${i.amount} ${i.currency}`);
    return { content: [{ type: "text", text: lines.join("\n") || "No open invoices." }] };
  }
);

await server.connect(new StdioServerTransport());
