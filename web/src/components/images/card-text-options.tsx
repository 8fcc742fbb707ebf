import type { Option } from '@/components/generation/option-group'
import type { TextPosition, TextScheme } from './card-image'
import { PositionIcon, SchemeSwatch } from './card-text-icons'

/** The choices of where a card's words sit and in which colours, drawn as small pictures. */

export const POSITION_OPTIONS: Option<TextPosition>[] = [
  { value: 'top', label: 'Top', icon: <PositionIcon position="top" /> },
  { value: 'middle', label: 'Middle', icon: <PositionIcon position="middle" /> },
  { value: 'bottom', label: 'Bottom', icon: <PositionIcon position="bottom" /> },
]

export const SCHEME_OPTIONS: Option<TextScheme>[] = [
  { value: 'auto', label: 'Auto', hint: 'Stands out', icon: <SchemeSwatch scheme="auto" /> },
  { value: 'light', label: 'Light', hint: 'White ink', icon: <SchemeSwatch scheme="light" /> },
  { value: 'dark', label: 'Dark', hint: 'Deep ink', icon: <SchemeSwatch scheme="dark" /> },
  { value: 'gold', label: 'Gold', hint: 'Gold ink', icon: <SchemeSwatch scheme="gold" /> },
]
