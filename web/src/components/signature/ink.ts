/** The signers' inks (the server's names and sRGB); an unknown name reads as ink, as on the server. */
export const INK_HEX: Record<string, string> = {
  ink: '#2b2231',
  navy: '#213a6e',
  forest: '#1f5e3e',
  berry: '#a8244a',
  plum: '#673082',
  copper: '#9c541e',
}

export function inkHex(colour: string, colours?: readonly { name: string; hex: string }[]): string {
  return colours?.find((ink) => ink.name === colour)?.hex ?? INK_HEX[colour] ?? INK_HEX.ink
}

/** A slight tilt for the note at `index`: looks random, is the same on every visit. */
export function noteTilt(index: number): number {
  const tilts = [-1.6, 1.1, -0.6, 1.8, -1.2, 0.5, 1.4, -1.9, 0.8]
  return tilts[index % tilts.length]
}
