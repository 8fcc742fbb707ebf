import { Link } from 'react-router'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import { StaticPageLayout } from '../components/static-page-layout'
import { TUTORIALS } from '../data/tutorials'

export function TutorialsRoute() {
  return (
    <StaticPageLayout
      title="Tutorials"
      intro="Step-by-step guides to making cards and images with Cardsmith, from your first sign-in to advanced prompts."
    >
      <Tabs defaultValue={TUTORIALS[0].id} className="mt-6">
        <TabsList className="flex h-auto flex-wrap justify-start rounded-2xl sm:inline-flex sm:rounded-full">
          {TUTORIALS.map(({ id, label }) => (
            <TabsTrigger key={id} value={id}>
              {label}
            </TabsTrigger>
          ))}
        </TabsList>
        {TUTORIALS.map(({ id, label, summary, steps }) => (
          <TabsContent key={id} value={id} className="mt-6">
            <h2 className="font-display text-2xl font-semibold tracking-tight text-plum">{label}</h2>
            <p className="mt-2 text-muted-foreground">{summary}</p>
            <ol className="mt-6 grid gap-4">
              {steps.map((step) => (
                <li key={step.title} className="rounded-xl border bg-card p-5 shadow-card">
                  <h3 className="font-semibold text-plum">{step.title}</h3>
                  <p className="mt-1.5 leading-relaxed text-muted-foreground">{step.text}</p>
                  {step.link ? (
                    <Link to={step.link.to} className="mt-2 inline-block text-sm font-semibold text-primary hover:underline">
                      {step.link.label}
                    </Link>
                  ) : null}
                </li>
              ))}
            </ol>
          </TabsContent>
        ))}
      </Tabs>
    </StaticPageLayout>
  )
}
