import { Link } from 'react-router'
import { UNAUTHORIZED_ENVELOPE } from '../data/envelopes'
import { RATE_LIMIT_HEADERS } from '../data/tiers'
import { CodeBlock } from './code-block'
import { Code, DocSection, Prose } from './doc-section'
import { TierTable } from './tier-table'

const link = 'font-semibold text-primary hover:underline'

export function AuthenticationTab() {
  return (
    <div className="grid gap-12">
      <DocSection id="api-keys" title="API keys">
        <Prose>
          <p>Send your key as a bearer token in the Authorization header of every request:</p>
        </Prose>
        <CodeBlock code="Authorization: Bearer cs_live_…" label="HTTP header" />
        <ul className="list-disc space-y-2 pl-5 leading-relaxed text-foreground/90 marker:text-primary">
          <li>
            Create keys under{' '}
            <Link to="/dashboard#api-access" className={link}>
              Dashboard → Account settings → API Access
            </Link>
            . Your email address must be confirmed first, and an account holds up to 10 keys.
          </li>
          <li>
            A key is shown once, when it is created. We keep only a fingerprint of it, so a lost key cannot be shown
            again: revoke it and create another.
          </li>
          <li>Name each key after what uses it. The list shows when each was last used, so unused keys are easy to spot.</li>
          <li>Revoking a key stops it at once. Its images stay in your gallery.</li>
        </ul>
      </DocSection>

      <DocSection id="keep-keys-secret" title="Keep keys secret">
        <Prose>
          <p>
            A key spends your credits. Call the API from your server or scripts, never from a web page or a mobile app
            where anyone could read the key, and keep it out of version control. If a key may have leaked, revoke it
            straight away.
          </p>
          <p>
            A request without a key, or with a revoked one, is answered <Code>401</Code>:
          </p>
        </Prose>
        <CodeBlock code={UNAUTHORIZED_ENVELOPE} label="JSON" />
      </DocSection>

      <DocSection id="rate-limits" title="Rate limits">
        <Prose>
          <p>
            Requests are counted per account, across all its keys, per minute and per day (days run on UTC). Your tier
            sets the limits and changes on its own with your purchases:
          </p>
        </Prose>
        <TierTable />
        <Prose>
          <p>Every answer carries your standing in these headers:</p>
        </Prose>
        <dl className="divide-y rounded-lg border bg-card">
          {RATE_LIMIT_HEADERS.map((header) => (
            <div key={header.name} className="grid gap-1 px-4 py-2.5 sm:grid-cols-[13rem_1fr] sm:gap-4">
              <dt>
                <code className="font-mono text-sm font-semibold text-plum">{header.name}</code>
              </dt>
              <dd className="text-sm text-foreground/90">{header.meaning}</dd>
            </div>
          ))}
        </dl>
        <Prose>
          <p>
            Past a limit, the answer is <Code>429</Code> with the code <Code>rate_limited</Code>: wait the seconds in{' '}
            <Code>Retry-After</Code>, then go on. <Code>GET /v1/account</Code> shows your tier, limits and usage.
          </p>
        </Prose>
      </DocSection>
    </div>
  )
}
