/** Under the card, quietly: Report abuse. (The way to make one's own card is in the page's
 * footer, which the app's quiet frame draws around this page.) */
export function CardFooterLinks({ onReport }: { onReport: () => void }) {
  return (
    <div className="flex justify-center text-sm text-muted-foreground sm:justify-end">
      <button
        type="button"
        onClick={onReport}
        className="inline-flex min-h-11 cursor-pointer items-center rounded-md px-2 text-xs underline-offset-4 hover:text-foreground hover:underline"
      >
        Report abuse
      </button>
    </div>
  )
}
