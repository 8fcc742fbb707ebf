import { useState, type ComponentType, type ReactNode } from 'react'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import { AiAssistantsTab } from '../components/ai-assistants-tab'
import { AuthenticationTab } from '../components/authentication-tab'
import { EndpointsTab } from '../components/endpoints-tab'
import { ExamplesTab } from '../components/examples-tab'
import { GettingStartedTab } from '../components/getting-started-tab'
import { ExampleLanguageContext } from '../hooks/use-example-language'
import { useSiteOrigin } from '../hooks/use-site-origin'
import type { Language } from '../utils/snippets'

/** The frame static pages share (title, intro, related pages). It belongs to another feature,
 * and features never import each other, so the app hands it in. */
export type StaticPageFrame = ComponentType<{ title: string; intro?: ReactNode; children: ReactNode }>

const TABS = [
  { id: 'getting-started', label: 'Getting Started' },
  { id: 'authentication', label: 'Authentication' },
  { id: 'endpoints', label: 'Endpoints' },
  { id: 'examples', label: 'Examples' },
  { id: 'ai-assistants', label: 'AI assistants' },
] as const

/** /api-docs: the public `/v1` API, with examples that call the site they are read on. */
export function ApiDocsRoute({ Frame }: { Frame: StaticPageFrame }) {
  const language = useState<Language>('curl')
  const origin = useSiteOrigin()
  return (
    <Frame
      title="API Documentation"
      intro="Create images and greeting cards from your own software, paid from your Cardsmith credits."
    >
      <ExampleLanguageContext value={language}>
        <Tabs defaultValue="getting-started" className="mt-6 min-w-0">
          <TabsList className="flex h-auto flex-wrap justify-start rounded-2xl sm:inline-flex sm:rounded-full">
            {TABS.map(({ id, label }) => (
              <TabsTrigger key={id} value={id}>
                {label}
              </TabsTrigger>
            ))}
          </TabsList>
          <TabsContent value="getting-started">
            <GettingStartedTab origin={origin} />
          </TabsContent>
          <TabsContent value="authentication">
            <AuthenticationTab />
          </TabsContent>
          <TabsContent value="endpoints">
            <EndpointsTab origin={origin} />
          </TabsContent>
          <TabsContent value="examples">
            <ExamplesTab origin={origin} />
          </TabsContent>
          <TabsContent value="ai-assistants">
            <AiAssistantsTab origin={origin} />
          </TabsContent>
        </Tabs>
      </ExampleLanguageContext>
    </Frame>
  )
}
