// Whether the visitor has done anything on the page yet (scrolled, touched, pressed a key). Work a
// visitor will probably want soon, but a page that is merely opened does not need (the wizard's
// next step, the wizard itself), waits for this, so the page as it first arrives stays lean.
// Listening starts when this module loads, with the app's entry, so a scroll that came before a
// lazy chunk asked still counts.

const SIGNS_OF_A_VISITOR = ['scroll', 'pointerdown', 'keydown', 'touchstart'] as const;
let active = false;
const waiting = new Set<() => void>();

function markActive() {
  if (active) return;
  active = true;
  for (const e of SIGNS_OF_A_VISITOR) window.removeEventListener(e, markActive, { capture: true });
  for (const fn of [...waiting]) fn();
  waiting.clear();
}

if (typeof window !== 'undefined')
  for (const e of SIGNS_OF_A_VISITOR) window.addEventListener(e, markActive, { capture: true, passive: true });

/** Runs `fn` at the visitor's first scroll, touch or key (at once if that has happened); returns a cancel. */
export function afterVisitorActivity(fn: () => void): () => void {
  if (active) {
    fn();
    return () => {};
  }
  waiting.add(fn);
  return () => void waiting.delete(fn);
}
