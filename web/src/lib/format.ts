/** Credits with US thousands separators: 12345 -> "12,345", 1.5 -> "1.5". */
export function formatCredits(credits: number): string {
  return credits.toLocaleString('en-US')
}
