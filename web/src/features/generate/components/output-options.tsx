import { Controller, useWatch, type UseFormReturn } from 'react-hook-form'
import { Label } from '@/components/ui/label'
import { Switch } from '@/components/ui/switch'
import { supportsCompression, supportsTransparency } from '@/lib/generation'
import type { ImageOptions } from '@/lib/pricing'
import type { GenerateFormValues } from '../api/generate-image'

interface OutputOptionsProps {
  form: UseFormReturn<GenerateFormValues>
  options: ImageOptions
}

/** Settings that only some formats have: compression (jpeg, webp) and transparency (png, webp),
 * each only when the image model in use takes it. */
export function OutputOptions({ form, options }: OutputOptionsProps) {
  const [format, compression] = useWatch({ control: form.control, name: ['outputFormat', 'outputCompression'] })
  const showCompression = options.outputCompression && supportsCompression(format)
  const showTransparency = options.transparentBackground && supportsTransparency(format)
  if (!showCompression && !showTransparency) return null
  return (
    <div className="grid gap-4 rounded-lg border border-dashed border-input bg-muted/40 p-4">
      {showCompression ? (
        <div className="grid gap-2">
          <div className="flex items-center justify-between">
            <Label htmlFor="outputCompression">Compression</Label>
            <output htmlFor="outputCompression" className="text-sm font-semibold text-plum tabular-nums">
              {compression ?? 0}%
            </output>
          </div>
          <input
            id="outputCompression"
            type="range"
            min={0}
            max={100}
            step={1}
            className="h-2 w-full cursor-pointer accent-primary"
            {...form.register('outputCompression', { valueAsNumber: true })}
          />
          <p className="text-xs text-muted-foreground">Higher compression makes a smaller file with less detail.</p>
        </div>
      ) : null}
      {showTransparency ? (
        <div className="flex items-center justify-between gap-4">
          <div className="grid gap-0.5">
            <Label htmlFor="transparentBackground">Transparent background</Label>
            <p id="transparent-hint" className="text-xs text-muted-foreground">
              For stickers, logos and cut-outs.
            </p>
          </div>
          <Controller
            control={form.control}
            name="transparentBackground"
            render={({ field }) => (
              <Switch
                id="transparentBackground"
                aria-describedby="transparent-hint"
                checked={field.value}
                onCheckedChange={field.onChange}
                onBlur={field.onBlur}
                disabled={field.disabled}
              />
            )}
          />
        </div>
      ) : null}
    </div>
  )
}
