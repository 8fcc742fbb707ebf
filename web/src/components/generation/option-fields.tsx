import type { UseFormRegisterReturn } from 'react-hook-form'
import { creditsLabel } from '@/lib/credits-label'
import type { OutputFormat, Size, Style } from '@/lib/generation'
import { qualityLabel } from '@/lib/image'
import { costOf, type Pricing } from '@/lib/pricing'
import { OptionGroup, type Option } from './option-group'
import { SizeIcon } from './size-icon'

/** The option groups of an image: give each the form's registration for its field. */
interface OptionFieldProps {
  registration: UseFormRegisterReturn
  /** Grid columns where the default four across would be cramped, e.g. "grid-cols-2". */
  columnsClassName?: string
}

const SIZE_OPTIONS: Option<Size>[] = [
  { value: '1024x1024', label: 'Square', hint: '1024 × 1024' },
  { value: '1024x1536', label: 'Portrait', hint: '1024 × 1536' },
  { value: '1536x1024', label: 'Landscape', hint: '1536 × 1024' },
  { value: 'auto', label: 'Auto', hint: 'Best fit' },
].map((option) => ({ ...option, value: option.value as Size, icon: <SizeIcon size={option.value} /> }))

const FORMAT_OPTIONS: Option<OutputFormat>[] = [
  { value: 'png', label: 'PNG', hint: 'Lossless' },
  { value: 'jpeg', label: 'JPEG', hint: 'Smaller file' },
  { value: 'webp', label: 'WebP', hint: 'Small + sharp' },
]

const STYLE_OPTIONS: Option<Style>[] = [
  { value: 'vivid', label: 'Vivid', hint: 'Bold and dramatic' },
  { value: 'natural', label: 'Natural', hint: 'Soft and realistic' },
]

/** Only the tiles of the values the image model in use offers (the server refuses the others),
 * in their usual order. */
function offeredOnly<T extends string>(options: Option<T>[], offered: readonly T[]): Option<T>[] {
  return options.filter((option) => offered.includes(option.value))
}

/** The sizes in `offered` (the pricing's `options.sizes`). */
export function SizeOptions({
  registration,
  columnsClassName,
  offered,
}: OptionFieldProps & { offered: readonly Size[] }) {
  const options = offeredOnly(SIZE_OPTIONS, offered)
  return <OptionGroup legend="Size" options={options} registration={registration} columnsClassName={columnsClassName} />
}

/** Each quality the image model in use offers, with what it costs at the chosen size. */
export function QualityOptions({
  registration,
  pricing,
  size,
  columnsClassName,
}: OptionFieldProps & { pricing: Pricing; size: Size }) {
  const options = pricing.options.qualities.map((quality) => ({
    value: quality,
    label: qualityLabel(quality),
    hint: creditsLabel(costOf(pricing, quality, size)),
  }))
  return <OptionGroup legend="Quality" options={options} registration={registration} columnsClassName={columnsClassName} />
}

/** The formats in `offered` (the pricing's `options.outputFormats`). */
export function FormatOptions({ registration, offered }: OptionFieldProps & { offered: readonly OutputFormat[] }) {
  const options = offeredOnly(FORMAT_OPTIONS, offered)
  return <OptionGroup legend="Format" options={options} columnsClassName="grid-cols-3" registration={registration} />
}

export function StyleOptions({ registration }: OptionFieldProps) {
  return <OptionGroup legend="Style" options={STYLE_OPTIONS} columnsClassName="grid-cols-2" registration={registration} />
}
