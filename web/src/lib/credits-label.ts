import { formatCredits } from './format'

/** "1 credit", "1.5 credits", "1,200 credits". */
export function creditsLabel(credits: number): string {
  return `${formatCredits(credits)} ${credits === 1 ? 'credit' : 'credits'}`
}
