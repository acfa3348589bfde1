import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { cn } from './lib/utils';
import './index.css';

const container = document.getElementById('root')!;
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

/** The next macrotask: lets the browser paint and handle input between the start-up pieces below. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// A prerendered page (scripts/vite-prerender.ts) is already painted: hydrate it. In a transition,
// so React works in slices of a few milliseconds and a tap or a keystroke is never kept waiting
// behind it; the visitor sees the same page throughout.
async function start() {
  // tailwind-merge builds its class map on its first call (tens of milliseconds on a phone), and
  // the first call would otherwise come from inside the first button React hydrates, one unit of
  // work React cannot slice. Done in a task of its own, between evaluating the bundle and
  // hydrating, no single task holds the main thread that long.
  await nextTask();
  cn('p-0');
  await nextTask();
  if (container.firstElementChild) startTransition(() => void hydrateRoot(container, app));
  else startTransition(() => createRoot(container).render(app));
}
void start();
