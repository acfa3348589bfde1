import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import './index.css';

const container = document.getElementById('root')!;
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// A prerendered page (scripts/vite-prerender.ts) is already painted: hydrate it. In a transition,
// so React works in slices of a few milliseconds and a tap or a keystroke is never kept waiting
// behind it; the visitor sees the same page throughout.
if (container.firstElementChild) startTransition(() => void hydrateRoot(container, app));
else startTransition(() => createRoot(container).render(app));
