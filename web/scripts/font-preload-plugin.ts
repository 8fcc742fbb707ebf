import type { Plugin } from 'vite'

/**
 * Adds `<link rel="preload">` for the named font files to the built index.html. Every page sets
 * its text in these fonts; preloaded, they download beside the stylesheet instead of after it,
 * so a prerendered page shows in its own type sooner. Names are matched without Vite's hash:
 * `fraunces-latin-wght-normal` finds `assets/fraunces-latin-wght-normal-ukD16Tqj.woff2`.
 */
export function fontPreloadPlugin(names: string[]): Plugin {
  return {
    name: 'cardsmith-font-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const files = Object.keys(bundle ?? {})
        return names.map((name) => {
          const file = files.find((path) => path.startsWith(`assets/${name}-`) && path.endsWith('.woff2'))
          if (!file) throw new Error(`No font file named ${name} in the build`)
          return {
            tag: 'link',
            attrs: { rel: 'preload', href: `/${file}`, as: 'font', type: 'font/woff2', crossorigin: '' },
            injectTo: 'head',
          }
        })
      },
    },
  }
}
