/** Cardsmith as a Model Context Protocol (MCP) server, for AI assistants. */

export const MCP_PATH = '/mcp'
export const MCP_TRANSPORT = 'Streamable HTTP'
export const MCP_AUTH_HEADER = 'Authorization: Bearer <your API key>'

/** What a generic MCP client asks for, in the order it asks. */
export function mcpSettings(origin: string) {
  return [
    { name: 'URL', value: `${origin}${MCP_PATH}` },
    { name: 'Transport', value: MCP_TRANSPORT },
    { name: 'Header', value: MCP_AUTH_HEADER },
  ]
}

/** The `mcpServers` file most MCP clients read. */
export function mcpConfig(origin: string): string {
  const config = {
    mcpServers: {
      cardsmith: {
        type: 'http',
        url: `${origin}${MCP_PATH}`,
        headers: { Authorization: 'Bearer <your API key>' },
      },
    },
  }
  return JSON.stringify(config, null, 2)
}

/** The tools the server offers, each doing what the same API call does (`backticks` mark code). */
export const MCP_TOOLS = [
  {
    name: 'create_card',
    summary: 'Makes a greeting card from a category, a style and a description, with your exact words on it.',
    cost: 'Costs what `POST /v1/cards/generate` costs.',
  },
  {
    name: 'generate_image',
    summary: 'Makes an image from a description.',
    cost: 'Costs what `POST /v1/images/generate` costs.',
  },
  { name: 'list_images', summary: 'Finds your images and cards, newest first.', cost: 'Free.' },
  { name: 'edit_card_text', summary: "Changes a card's words without making it again.", cost: 'Free.' },
  {
    name: 'send_card',
    summary: 'Emails a card to its recipients, now or at a time in their time zone. Needs a confirmed email address.',
    cost: 'Free.',
  },
  { name: 'get_credits', summary: 'Tells your credit balance.', cost: 'Free.' },
] as const
