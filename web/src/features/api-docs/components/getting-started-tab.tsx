import { Link } from 'react-router'
import { signupUrl } from '@/lib/auth-urls'
import { ENDPOINTS } from '../data/endpoints'
import { ERROR_ENVELOPE, SUCCESS_ENVELOPE } from '../data/envelopes'
import { API_KEY_ENV, snippetsFor } from '../utils/snippets'
import { CodeBlock } from './code-block'
import { CodeExamples } from './code-examples'
import { CostTable } from './cost-table'
import { Code, DocSection, Prose } from './doc-section'
import { ReferenceLinks } from './reference-links'
import { SdkExamples } from './sdk-examples'

const link = 'font-semibold text-primary hover:underline'
const ACCOUNT = ENDPOINTS.find((endpoint) => endpoint.id === 'account')!

export function GettingStartedTab({ origin }: { origin: string }) {
  const firstCall = snippetsFor(ACCOUNT.example, origin)
  return (
    <div className="grid gap-12">
      <DocSection id="overview" title="Overview">
        <Prose>
          <p>
            The Cardsmith API lets your own software create images and greeting cards and manage them, paid from the
            same credits as the website, at the same prices. It takes and answers JSON. Every address below starts with
            this base URL:
          </p>
        </Prose>
        <CodeBlock code={`${origin}/v1`} label="Base URL" />
        <ReferenceLinks />
      </DocSection>

      <DocSection id="quick-start" title="Quick start">
        <ol className="grid list-decimal gap-2 pl-5 leading-relaxed text-foreground/90 marker:font-semibold marker:text-primary">
          <li>
            {/* A new account comes straight to where its keys are made. */}
            <Link to={signupUrl('/dashboard#api-access')} className={link}>
              Create an account
            </Link>{' '}
            and confirm your email address with the link we send you.
          </li>
          <li>
            Create a key under{' '}
            <Link to="/dashboard#api-access" className={link}>
              Dashboard → Account settings → API Access
            </Link>
            . Copy it at once: it is shown only when it is created.
          </li>
          <li>
            Keep it in an environment variable, for example <Code>export {API_KEY_ENV}=cs_live_…</Code>, where every
            example on this page reads it.
          </li>
          <li>Check that it works: this call answers with your balance and limits, and costs nothing.</li>
        </ol>
        <CodeExamples code={firstCall} label="Get your account" />
      </DocSection>

      <DocSection id="sdks" title="SDKs">
        <Prose>
          <p>
            For typed calls, use a client for Python or TypeScript. Both are generated from the OpenAPI document, the
            way Cardsmith makes and tests its own SDKs, so they always match the API. Make one from this site&apos;s
            document, then make the same first call with it:
          </p>
        </Prose>
        <SdkExamples origin={origin} />
        <Prose>
          <p>
            A failed call gives the error envelope below as a typed value: the Python client parses it into{' '}
            <Code>ErrorEnvelope</Code>, and the TypeScript client returns it as <Code>error</Code>.
          </p>
        </Prose>
      </DocSection>

      <DocSection id="responses" title="Responses">
        <Prose>
          <p>
            Every answer has the same envelope. A success has <Code>"success": true</Code> and the result in{' '}
            <Code>data</Code>:
          </p>
        </Prose>
        <CodeBlock code={SUCCESS_ENVELOPE} label="JSON" />
        <Prose>
          <p>
            A failure has an HTTP status of 400 or more, <Code>"success": false</Code>, and an <Code>error</Code> with a
            stable <Code>code</Code> to act on and a <Code>message</Code> for people. The codes are listed under
            Endpoints → Errors.
          </p>
        </Prose>
        <CodeBlock code={ERROR_ENVELOPE} label="JSON" />
      </DocSection>

      <DocSection id="costs" title="What it costs">
        <Prose>
          <p>
            Each image or card costs credits by its quality and size, exactly as on the website. A card costs the same as
            an image. Changing a card's text is free, and a generation that fails is refunded in full.
          </p>
        </Prose>
        <CostTable />
        <p className="text-sm text-muted-foreground">
          Credits per image, as the server charges them now.{' '}
          <Link to="/purchase" className={link}>
            Buy credits
          </Link>
        </p>
      </DocSection>
    </div>
  )
}
