import { createContext, use } from 'react'
import type { Language } from '../utils/snippets'

/** The language the examples are shown in: chosen once, it applies to every example on the page. */
export const ExampleLanguageContext = createContext<[Language, (language: Language) => void]>(['curl', () => {}])

export function useExampleLanguage() {
  return use(ExampleLanguageContext)
}
