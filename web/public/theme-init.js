// Applies the saved or system colour theme before first paint, so the page never flashes.
(function () {
  try {
    var saved = localStorage.getItem('theme');
    var dark = saved ? saved === 'dark' : window.matchMedia('(prefers-color-scheme: dark)').matches;
    document.documentElement.classList.toggle('dark', dark);
  } catch {
    /* storage unavailable: keep the light theme */
  }
})();
