/** Addresses typed or pasted one per line, or separated by commas, spaces or semicolons. */
export function splitAddresses(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .map((address) => address.trim())
    .filter(Boolean)
}
