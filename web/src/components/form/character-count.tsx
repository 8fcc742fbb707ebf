/** "120 / 500" beside a text field's label. Hidden from screen readers: the field's maxLength
 * already stops input at the limit, and a number re-read on every keystroke is noise. */
export function CharacterCount({ length, max }: { length: number; max: number }) {
  return (
    <span className="text-xs text-muted-foreground tabular-nums" aria-hidden>
      {length.toLocaleString('en-US')} / {max.toLocaleString('en-US')}
    </span>
  )
}
