// The offline page's "Try again": loads the address the visitor asked for once more (the page is
// shown in its place, so reloading asks the network again).
document.addEventListener('click', function (event) {
  var target = event.target;
  if (target instanceof Element && target.closest('[data-retry]')) window.location.reload();
});
