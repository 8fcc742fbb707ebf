/** Strokes of `[x, y]` points from 0 to 1000 on both axes of a 3:1 area. */
export type Strokes = number[][][]

/** The drawing's height in its own units: the pad is three times as wide as it is tall. */
export const PAD_HEIGHT = 1000 / 3

/** Where a point of the 0..1000 grid lands in the drawing's 1000 × 333 units. */
function place(point: number[]): [number, number] {
  const [x = 0, y = 0] = point
  return [x, (y * PAD_HEIGHT) / 1000]
}

function round(value: number) {
  return Math.round(value * 10) / 10
}

/**
 * A stroke as a smooth path: a quadratic curve through the midpoints of its segments, so the
 * corners between recorded points are rounded off. A single point is drawn as a dot.
 */
export function strokePath(stroke: number[][]): string {
  if (stroke.length === 0) return ''
  const points = stroke.map(place)
  const [fx, fy] = points[0]
  if (points.length === 1) return `M${round(fx)} ${round(fy)}L${round(fx)} ${round(fy)}`
  if (points.length === 2) {
    const [lx, ly] = points[1]
    return `M${round(fx)} ${round(fy)}L${round(lx)} ${round(ly)}`
  }
  let path = `M${round(fx)} ${round(fy)}`
  for (let i = 1; i < points.length - 1; i++) {
    const [x, y] = points[i]
    const [nx, ny] = points[i + 1]
    path += `Q${round(x)} ${round(y)} ${round((x + nx) / 2)} ${round((y + ny) / 2)}`
  }
  const [lx, ly] = points[points.length - 1]
  return `${path}L${round(lx)} ${round(ly)}`
}
