// Applies the saved theme before React loads, so a light-theme visitor never sees a dark flash.
// An external file (not inline) so the Content-Security-Policy needs no 'unsafe-inline' script.
(function () {
  try {
    var t = localStorage.getItem('theme');
    if (t === 'light') document.documentElement.classList.remove('dark');
    else document.documentElement.classList.add('dark');
  } catch (e) {}
})();
