import type uPlot from 'uplot'

/** uPlot, fetched with the first chart: the other console pages never load it (nor the site's,
 * since only the console imports this). */
export async function loadChartLibrary(): Promise<typeof uPlot> {
  return (await import('uplot')).default
}
