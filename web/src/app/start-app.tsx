import { StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import type { DataRouter } from 'react-router'
import { App } from './app'
import { createAppRouter, createHydratingRouter } from './router'

const app = (router: DataRouter) => (
  <StrictMode>
    <App router={router} />
  </StrictMode>
)

/** Runs the app in `container`: hydrates a prerendered page, renders any other. */
export async function startApp(container: HTMLElement) {
  if (container.firstElementChild) hydrateRoot(container, app(await createHydratingRouter()))
  else createRoot(container).render(app(createAppRouter()))
}
