/** Hands `blob` to the browser as a download named `fileName`, rather than opening it in a tab. */
export function saveFile(blob: Blob, fileName: string) {
  const objectUrl = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = objectUrl
  link.download = fileName
  link.rel = 'noopener'
  document.body.append(link)
  link.click()
  link.remove()
  // The browser reads the blob after the click returns: free it a little later.
  setTimeout(() => URL.revokeObjectURL(objectUrl), 10_000)
}
