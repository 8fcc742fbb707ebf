import { Brush, Sparkles } from 'lucide-react'
import { Suspense, useState } from 'react'
import { useLocation } from 'react-router'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import type { HomeEmbeds } from '../embeds'
import { PanelPlaceholder } from './panel-placeholder'

type Preview = 'card' | 'image'

const TRIGGER_CLASSES =
  'h-auto min-h-9 rounded-xl px-3 py-2 leading-tight whitespace-normal max-sm:[&_svg]:hidden sm:rounded-full sm:px-4 sm:whitespace-nowrap'

/**
 * The wizard and the image form, to try without leaving the page. A tab once opened stays
 * mounted (hidden while the other shows), so a half-made card survives a look at the other.
 * Arriving at /#generate (the gallery's "Create your first image") opens the image tab.
 */
export function CreatePreviews({ CardCreator, ImageGenerator }: Pick<HomeEmbeds, 'CardCreator' | 'ImageGenerator'>) {
  const { hash } = useLocation()
  const [preview, setPreview] = useState<Preview>(hash === '#generate' ? 'image' : 'card')
  const [opened, setOpened] = useState<ReadonlySet<Preview>>(() => new Set([preview]))

  const show = (value: string) => {
    const next = value as Preview
    setPreview(next)
    setOpened((current) => new Set(current).add(next))
  }

  return (
    <Tabs value={preview} onValueChange={show}>
      {/* On a phone the two labels share the width, each on up to two lines, without icons. */}
      <TabsList
        aria-label="Try it here"
        className="mx-auto grid w-full max-w-md grid-cols-2 rounded-2xl sm:flex sm:w-fit sm:max-w-none sm:rounded-full"
      >
        <TabsTrigger value="card" className={TRIGGER_CLASSES}>
          <Brush aria-hidden />
          Card Creator Preview
        </TabsTrigger>
        <TabsTrigger value="image" className={TRIGGER_CLASSES}>
          <Sparkles aria-hidden />
          Image Generator Preview
        </TabsTrigger>
      </TabsList>
      <TabsContent value="card" forceMount={opened.has('card') || undefined} hidden={preview !== 'card'}>
        <Suspense fallback={<PanelPlaceholder label="Loading the card wizard" />}>
          <CardCreator />
        </Suspense>
      </TabsContent>
      <TabsContent value="image" forceMount={opened.has('image') || undefined} hidden={preview !== 'image'}>
        <Suspense fallback={<PanelPlaceholder label="Loading the image generator" />}>
          <ImageGenerator />
        </Suspense>
      </TabsContent>
    </Tabs>
  )
}
