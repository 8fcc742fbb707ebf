import type { OverviewModel } from '../api/overview'
import type { BadgeTone } from './badge'
import { formatUtcDate } from './overview-format'

/** A model's state in a few words, and how worried to be about it. */
export function modelBadge(model: OverviewModel): { words: string; tone: BadgeTone } {
  const shutdown = model.shutdown ? formatUtcDate(model.shutdown) : null
  switch (model.state) {
    case 'active':
      return { words: 'Active', tone: 'good' }
    case 'retiring':
      return { words: shutdown ? `Retiring on ${shutdown}` : 'Retiring', tone: 'warning' }
    case 'shut_down':
      return { words: shutdown ? `Shut down on ${shutdown}` : 'Shut down', tone: 'bad' }
    case 'missing':
      return { words: 'Missing', tone: 'bad' }
    case 'unreachable':
      return { words: 'Model list unreachable', tone: 'warning' }
    case 'unlisted':
      return { words: "Server's own model", tone: 'neutral' }
    case 'unknown':
      return { words: 'Not checked', tone: 'neutral' }
    case 'built_in':
      return { words: 'Built in', tone: 'neutral' }
  }
}
