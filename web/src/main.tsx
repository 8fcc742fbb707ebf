import '@fontsource-variable/fraunces'
import '@fontsource-variable/plus-jakarta-sans'
import './index.css'

const container = document.getElementById('root')
if (!container) throw new Error('The page has no #root element')

const start = () => void import('./app/start-app').then(({ startApp }) => startApp(container))

/** Runs `callback` once the browser has painted the page's first text (at once where it cannot tell). */
function afterFirstContentfulPaint(callback: () => void) {
  if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    return callback()
  }
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return
    observer.disconnect()
    callback()
  })
  observer.observe({ type: 'paint', buffered: true })
}

if (container.firstElementChild) {
  // A public page arrives prerendered (scripts/prerender.mjs) and can be read as it is. The
  // app's code is fetched once the browser has painted it, so that code does not hold up the
  // page's styles and fonts; then React hydrates the page.
  afterFirstContentfulPaint(start)
} else {
  start()
}
