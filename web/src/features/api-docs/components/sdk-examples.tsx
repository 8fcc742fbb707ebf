import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import { SDKS } from '../data/sdks'
import { CodeBlock } from './code-block'

/** Each SDK's install and first call, one tab per SDK. */
export function SdkExamples({ origin }: { origin: string }) {
  return (
    <Tabs defaultValue={SDKS[0].id} className="grid min-w-0 gap-2">
      <TabsList aria-label="SDK" className="w-fit">
        {SDKS.map(({ id, label }) => (
          <TabsTrigger key={id} value={id} className="h-8 px-3 text-xs">
            {label}
          </TabsTrigger>
        ))}
      </TabsList>
      {SDKS.map((sdk) => (
        <TabsContent key={sdk.id} value={sdk.id} className="mt-0 grid min-w-0 gap-3">
          <CodeBlock code={sdk.install(origin)} label={`${sdk.label}: install`} />
          <CodeBlock code={sdk.firstCall(origin)} label={`${sdk.label}: first call`} />
        </TabsContent>
      ))}
    </Tabs>
  )
}
