import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import { CodeBlock } from './code-block'
import { useExampleLanguage } from '../hooks/use-example-language'
import { LANGUAGES, type Language } from '../utils/snippets'

/** The same call in each language; the choice is shared by every example on the page. */
export function CodeExamples({ code, label }: { code: Record<Language, string>; label: string }) {
  const [language, setLanguage] = useExampleLanguage()
  return (
    <Tabs value={language} onValueChange={(value) => setLanguage(value as Language)} className="grid min-w-0 gap-2">
      <TabsList aria-label={`${label}: language`} className="w-fit">
        {LANGUAGES.map(({ id, label: name }) => (
          <TabsTrigger key={id} value={id} className="h-8 px-3 text-xs">
            {name}
          </TabsTrigger>
        ))}
      </TabsList>
      {LANGUAGES.map(({ id, label: name }) => (
        <TabsContent key={id} value={id} className="mt-0 min-w-0">
          <CodeBlock code={code[id]} label={name} />
        </TabsContent>
      ))}
    </Tabs>
  )
}
