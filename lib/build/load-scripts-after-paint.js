// Inlined into every prerendered page by lib/build/scripts-after-paint.ts, in place of Next's script tags:
// plain browser JavaScript, no imports. Whole-line comments and indentation are stripped when it is inlined.
// It starts the scripts when the largest paint has been seen (the page's priority image if it has one, else
// the first candidate), two frames after the load event in browsers that do not report paints, and at the
// latest 3 s after load; any sign of a person using the page starts them at once.
(function (sources) {
  var started = false;
  function start() {
    if (started) return;
    started = true;
    // One script per task: inserting a script costs a few milliseconds in an instrumented browser, and ten
    // in one task would make a long task for nothing.
    sources.forEach(function (src) {
      setTimeout(function () {
        var script = document.createElement('script');
        script.src = src;
        script.async = true;
        document.head.appendChild(script);
      }, 0);
    });
  }
  ['pointerdown', 'touchstart', 'keydown', 'focusin', 'scroll'].forEach(function (type) {
    addEventListener(type, start, { once: true, passive: true, capture: true });
  });
  var types = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
  var seesPaints = !!types && types.indexOf('largest-contentful-paint') >= 0;
  if (seesPaints) {
    new PerformanceObserver(function (list) {
      var hero = document.querySelector('img[fetchpriority="high"]');
      if (!hero || list.getEntries().some(function (entry) { return entry.element === hero; })) start();
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  }
  function afterLoad() {
    if (!seesPaints) requestAnimationFrame(function () { requestAnimationFrame(start); });
    setTimeout(start, 3000);
  }
  if (document.readyState === 'complete') afterLoad();
  else addEventListener('load', afterLoad, { once: true });
})(SOURCES);
