// Runs Lighthouse (its default mobile emulation and simulated throttling) on pages of a running
// server, prints the four category scores, writes a summary per page and fails below the budget.
//   node scripts/lighthouse.mjs <base URL> <summary folder> <path>...
// Chromium comes from CHROME_PATH (scripts/lighthouse.sh points it at Debian's). Each page is
// measured LIGHTHOUSE_RUNS times (default 3) and judged by its median run, as Lighthouse's own
// advice on variability suggests: a busy machine slows single runs.
import { execFile } from 'node:child_process'
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'

/** The lowest score (0-100) each category may have (issue 10, §5 Budgets). */
const BUDGET = { performance: 95, accessibility: 95, seo: 100 }
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo']
/** The measurements behind the performance score, in the summary. */
const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
]
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3)

const lighthouse = fileURLToPath(new URL('../node_modules/.bin/lighthouse', import.meta.url))
const [base, summaryDir, ...paths] = process.argv.slice(2)
if (!base || !summaryDir || paths.length === 0) {
  console.error('usage: node scripts/lighthouse.mjs <base URL> <summary folder> <path>...')
  process.exit(2)
}

async function audit(url, reportDir) {
  const report = join(reportDir, 'report.json')
  await promisify(execFile)(lighthouse, [
    url,
    '--quiet',
    '--output=json',
    `--output-path=${report}`,
    `--only-categories=${CATEGORIES.join(',')}`,
    '--chrome-flags=--no-sandbox --headless=new',
  ])
  return JSON.parse(await readFile(report, 'utf8'))
}

const score = (report, id) => Math.round(report.categories[id].score * 100)

function summarise(path, report, runs) {
  const scores = Object.fromEntries(CATEGORIES.map((id) => [id, score(report, id)]))
  const metrics = Object.fromEntries(METRICS.map((id) => [id, report.audits[id].displayValue]))
  // Audits scoring under 0.9 (some only point at savings), for whoever chases the budget next.
  const flagged = Object.values(report.audits)
    .filter((audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative')
    .map((audit) => `${audit.id}: ${audit.displayValue ?? audit.title}`)
  const performanceRuns = runs.map((run) => score(run, 'performance'))
  return { url: path, lighthouse: report.lighthouseVersion, fetchedAt: report.fetchTime, scores, metrics, performanceRuns, flagged }
}

const reportDir = await mkdtemp(join(tmpdir(), 'lighthouse-'))
await mkdir(summaryDir, { recursive: true })
const misses = []
try {
  for (const path of paths) {
    const runs = []
    for (let run = 0; run < RUNS; run += 1) runs.push(await audit(new URL(path, base).href, reportDir))
    const median = [...runs].sort((a, b) => score(a, 'performance') - score(b, 'performance'))[Math.floor(RUNS / 2)]
    const summary = summarise(path, median, runs)
    const name = path === '/' ? 'home' : path.slice(1).replaceAll('/', '-')
    await writeFile(join(summaryDir, `${name}.json`), `${JSON.stringify(summary, null, 2)}\n`)
    console.log(`${path.padEnd(10)} ${CATEGORIES.map((id) => `${id} ${summary.scores[id]}`).join('  ')}`)
    console.log(`${''.padEnd(10)} performance by run: ${summary.performanceRuns.join(', ')}`)
    for (const line of summary.flagged) console.log(`${''.padEnd(10)} ${line}`)
    for (const [id, lowest] of Object.entries(BUDGET)) {
      if (summary.scores[id] < lowest) misses.push(`${path}: ${id} ${summary.scores[id]} < ${lowest}`)
    }
  }
} finally {
  await rm(reportDir, { recursive: true, force: true })
}
if (misses.length > 0) {
  console.error(`Below the Lighthouse budget:\n  ${misses.join('\n  ')}`)
  process.exit(1)
}
console.log('Every page is within the Lighthouse budget.')
