// The link-preview picture of one blog article: the brand, the article's category and title,
// and a sample card in the colours of its category, on the background of public/og-image.svg.
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { Cake, Flower2, Gem, Heart, Snowflake, Sparkles } from 'lucide-react'
import { FONT_FACES, HEIGHT, WIDTH } from './render-html.mjs'

/** Per blog category: the sample card's art (gradient, icon, ink) and its caption. */
const CATEGORY_CARDS = {
  'Holiday Cards': {
    art: ['#fffdf4', '#cfe9d6', '#3e8d68'],
    ink: '#1d5a41',
    icon: Snowflake,
    eyebrow: 'Holiday',
    greeting: 'Happy holidays!',
  },
  'Birthday Cards': {
    art: ['#fff5f1', '#ffc2c9', '#e2566f'],
    ink: '#9d1f3a',
    icon: Cake,
    eyebrow: 'Birthday',
    greeting: 'Happy birthday!',
  },
  'Wedding Cards': {
    art: ['#ffffff', '#f9d9e4', '#c9b6f2'],
    ink: '#7a4bb3',
    icon: Gem,
    eyebrow: 'Wedding',
    greeting: 'Just wed!',
  },
  'Sympathy Cards': {
    art: ['#ffffff', '#e3e9f3', '#9cadca'],
    ink: '#3d4f73',
    icon: Flower2,
    eyebrow: 'Sympathy',
    greeting: 'Thinking of you',
  },
  'Thank You Cards': {
    art: ['#fff7e0', '#ffd79a', '#f08a5d'],
    ink: '#b4451f',
    icon: Heart,
    eyebrow: 'Thanks',
    greeting: 'Thank you!',
  },
  'AI Technology': {
    art: ['#fff6fb', '#f6c8e2', '#a561d8'],
    ink: '#5b2a86',
    icon: Sparkles,
    eyebrow: 'Made with AI',
    greeting: 'Your idea, painted',
  },
}

// The logo of public/og-image.svg (and favicon.svg): a card with a heart and a spark.
const LOGO = `<svg width="56" height="56" viewBox="0 0 32 32" aria-hidden="true">
  <rect width="32" height="32" rx="9.14" fill="#d6405a"/>
  <path d="M8 9.5 18.5 7.2c.9-.2 1.7.4 1.9 1.2l2.9 13.6c.2.9-.4 1.7-1.2 1.9L11.6 26.2c-.9.2-1.7-.4-1.9-1.2L6.8 11.4c-.2-.9.4-1.7 1.2-1.9Z" fill="#fff"/>
  <path d="M17.6 17.9c.8-.8 1.6-1.7 1.4-2.9a2.4 2.4 0 0 0-2.9-1.8c-.8.2-1.3.5-1.8 1.3-.8-.5-1.4-.7-2.2-.5a2.4 2.4 0 0 0-1.8 2.9c.3 1.2 1.3 1.8 2.3 2.3l4 2.3Z" fill="#d6405a"/>
  <path d="M25 4.5l.8 2 2 .8-2 .8-.8 2-.8-2-2-.8 2-.8Z" fill="#f3b63f"/>
</svg>`

const escapeHtml = (text) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;')

/** The whole page for one article's picture. */
export function articlePictureHtml({ title, category }) {
  const card = CATEGORY_CARDS[category]
  if (!card) throw new Error(`No picture colours for the blog category "${category}"; add them to CATEGORY_CARDS`)
  const icon = renderToStaticMarkup(createElement(card.icon, { size: 96, color: card.ink, strokeWidth: 1.4 }))
  const [light, middle, deep] = card.art
  return `<!doctype html><html><head><style>${FONT_FACES}
html, body { margin: 0; }
body {
  width: ${WIDTH}px; height: ${HEIGHT}px; overflow: hidden; position: relative;
  font-family: 'Plus Jakarta Sans Variable', system-ui, sans-serif; color: #2a1b2e;
  background:
    radial-gradient(circle at 85% 10%, #fcd9cf, rgb(255 250 245 / 0) 62%),
    radial-gradient(circle at 0% 100%, #ffeec4, rgb(255 250 245 / 0) 50%),
    #fffaf5;
}
.text {
  position: absolute; left: 80px; top: 78px; bottom: 64px; width: 700px;
  display: flex; flex-direction: column;
}
.brand {
  display: flex; align-items: center; gap: 18px;
  font: 600 38px 'Fraunces Variable', Georgia, serif; color: #3b2140;
}
.category {
  align-self: flex-start; margin-top: 44px; padding: 10px 22px; border-radius: 999px;
  background: #d6405a; color: #fff; font-size: 21px; font-weight: 700; letter-spacing: 0.02em;
}
.title {
  flex: 1; min-height: 0; margin: 24px 0 28px; overflow: hidden;
  font: 600 64px/1.1 'Fraunces Variable', Georgia, serif; letter-spacing: -0.01em; text-wrap: balance;
}
.footer { font-size: 25px; color: #6d5b68; }
.card {
  position: absolute; left: 858px; top: 112px; width: 264px; height: 372px; box-sizing: border-box;
  padding: 13px; border-radius: 20px; background: #fff; transform: rotate(5deg);
  box-shadow: 0 18px 36px rgb(120 30 60 / 0.22);
}
.card.behind { transform: rotate(-6deg) translate(-34px, 10px); }
.art {
  height: 280px; border-radius: 13px; display: grid; place-items: center;
  background: radial-gradient(circle at 45% 22%, ${light}, ${middle} 42%, ${deep});
}
.eyebrow {
  margin: 16px 10px 0; font-size: 13px; font-weight: 700; letter-spacing: 0.12em;
  text-transform: uppercase; color: #6d5b68;
}
.greeting { margin: 4px 10px 0; font: 400 22px 'Fraunces Variable', Georgia, serif; color: #3b2140; }
</style></head><body>
<div class="card behind"></div>
<div class="card">
  <div class="art">${icon}</div>
  <div class="eyebrow">${escapeHtml(card.eyebrow)}</div>
  <div class="greeting">${escapeHtml(card.greeting)}</div>
</div>
<div class="text">
  <div class="brand">${LOGO}Cardsmith</div>
  <div class="category">${escapeHtml(category)}</div>
  <h1 class="title">${escapeHtml(title)}</h1>
  <div class="footer">Articles &amp; Guides · card messages, etiquette and AI tips</div>
</div>
</body></html>`
}

/** Shrinks the title until it fits its box, so long titles keep every word. */
export async function fitTitle(page) {
  const fits = await page.evaluate(() => {
    // Runs in the page, where document exists.
    // eslint-disable-next-line no-undef
    const title = document.querySelector('.title')
    for (let size = 64; size >= 40; size -= 2) {
      title.style.fontSize = `${size}px`
      if (title.scrollHeight <= title.clientHeight) return true
    }
    return false
  })
  if (!fits) throw new Error('An article title is too long for its picture even at 40px')
}
