import { Link } from 'react-router'
import { MCP_TOOLS, mcpConfig, mcpSettings } from '../data/mcp'
import { CodeBlock } from './code-block'
import { Code, DocSection, Prose, RichText } from './doc-section'

const link = 'font-semibold text-primary hover:underline'

/** Cardsmith's tools for AI assistants, over the Model Context Protocol. */
export function AiAssistantsTab({ origin }: { origin: string }) {
  return (
    <div className="grid gap-12">
      <DocSection id="mcp-connect" title="Connect an assistant">
        <Prose>
          <p>
            Cardsmith is a Model Context Protocol (MCP) server, so an AI assistant that can use MCP servers can make
            cards and images for you, paid from your credits. Add a server with these settings:
          </p>
        </Prose>
        <dl className="divide-y rounded-lg border bg-card">
          {mcpSettings(origin).map((setting) => (
            <div key={setting.name} className="grid gap-1 px-4 py-2.5 sm:grid-cols-[8rem_1fr] sm:gap-4">
              <dt className="text-sm font-semibold">{setting.name}</dt>
              <dd className="min-w-0 font-mono text-sm break-all text-plum">{setting.value}</dd>
            </div>
          ))}
        </dl>
        <Prose>
          <p>
            Use an API key from{' '}
            <Link to="/dashboard#api-access" className={link}>
              Dashboard → Account settings → API Access
            </Link>
            , one for the assistant alone, so you can revoke it without stopping anything else. Its calls count
            towards the same rate limits as the API&apos;s.
          </p>
        </Prose>
      </DocSection>

      <DocSection id="mcp-config" title="Configuration file">
        <Prose>
          <p>
            Assistants set up with a JSON file take the server under <Code>mcpServers</Code>:
          </p>
        </Prose>
        <CodeBlock code={mcpConfig(origin)} label="JSON" />
      </DocSection>

      <DocSection id="mcp-tools" title="Tools">
        <Prose>
          <p>
            Each tool does what the same API call does, at the same price. Images come back as links the assistant can
            show you, and a call retried with the same idempotency key is charged once.
          </p>
        </Prose>
        <dl className="divide-y rounded-lg border bg-card">
          {MCP_TOOLS.map((tool) => (
            <div key={tool.name} className="grid gap-1 px-4 py-2.5 sm:grid-cols-[10rem_1fr] sm:gap-4">
              <dt>
                <code className="font-mono text-sm font-semibold text-plum">{tool.name}</code>
              </dt>
              <dd className="text-sm text-foreground/90">
                {tool.summary}{' '}
                <span className="text-muted-foreground">
                  <RichText text={tool.cost} />
                </span>
              </dd>
            </div>
          ))}
        </dl>
      </DocSection>
    </div>
  )
}
