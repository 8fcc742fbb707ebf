import type { ReactNode } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { cn } from '@/lib/utils'

export interface Option<T extends string> {
  value: T
  label: string
  /** A second line under the label, e.g. the price. */
  hint?: ReactNode
  icon?: ReactNode
}

interface OptionGroupProps<T extends string> {
  legend: string
  options: readonly Option<T>[]
  registration: UseFormRegisterReturn
  /** Grid columns, e.g. "grid-cols-2 sm:grid-cols-4". */
  columnsClassName?: string
  /** E.g. "sr-only" where a heading above already says what the group is. */
  legendClassName?: string
  /** Extra classes for each tile, e.g. to stack the icon over the label in narrow columns. */
  tileClassName?: string
}

/** A set of radio buttons drawn as selectable tiles (native inputs, so arrow keys work). */
export function OptionGroup<T extends string>({
  legend,
  options,
  registration,
  columnsClassName = 'grid-cols-2 sm:grid-cols-4',
  legendClassName,
  tileClassName,
}: OptionGroupProps<T>) {
  return (
    <fieldset className="grid gap-2">
      <legend className={cn('mb-2 text-sm font-semibold text-foreground', legendClassName)}>{legend}</legend>
      <div className={cn('grid gap-2', columnsClassName)}>
        {options.map((option) => (
          <label
            key={option.value}
            className={cn(
              'group relative flex min-h-14 cursor-pointer items-center gap-2.5 rounded-md border border-input bg-card px-3 py-2.5 text-sm transition-colors hover:border-primary/40 has-checked:border-primary has-checked:bg-secondary/70 has-checked:ring-1 has-checked:ring-primary has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-ring has-disabled:cursor-not-allowed has-disabled:opacity-60',
              tileClassName,
            )}
          >
            <input
              type="radio"
              value={option.value}
              className="absolute inset-0 z-10 size-full cursor-pointer appearance-none rounded-md opacity-0 disabled:cursor-not-allowed"
              {...registration}
            />
            {option.icon ? (
              <span aria-hidden className="text-muted-foreground group-has-checked:text-primary">
                {option.icon}
              </span>
            ) : null}
            {/* A single shrinkable column, so a long hint is cut short rather than widening the tile. */}
            <span className="grid min-w-0 flex-1 grid-cols-[minmax(0,1fr)] leading-tight">
              <span className="font-semibold text-foreground">{option.label}</span>
              {option.hint ? <span className="mt-0.5 text-xs text-muted-foreground">{option.hint}</span> : null}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}
