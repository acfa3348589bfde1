// Applies the saved theme (spec §1: dark by default, key 'theme') before the first paint, so a
// light-theme visitor never sees a dark flash. Inlined into index.html's <head> at build time
// (vite.config.ts) rather than a file of its own: a separate blocking script costs a round trip
// before anything paints. The server's Content-Security-Policy allows exactly this script by its
// hash (src/server/http/csp.ts), so script-src still needs no 'unsafe-inline'.
export const THEME_INIT_SCRIPT =
  "(function(){try{var t=localStorage.getItem('theme');document.documentElement.classList.toggle('dark',t!=='light')}catch(e){}})();";
