// Inlined into every prerendered page by lib/platform/build/scripts-after-paint.ts, in place of Next's script tags:
// plain browser JavaScript, no imports. Whole-line comments and indentation are stripped when it is inlined.
// It starts the scripts when the largest paint has been seen (the page's priority image if it has one, else
// the first candidate) or two frames after the priority image was decoded, two frames after the load event in
// browsers that do not report paints, and at the latest 3 s after load; any sign of a person using the page
// starts them at once.
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
  // Two frames later, what was ready to paint has been painted (a frame held back holds these too).
  function afterTwoFrames() {
    requestAnimationFrame(function () { requestAnimationFrame(start); });
  }
  var types = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
  var seesPaints = !!types && types.indexOf('largest-contentful-paint') >= 0;
  if (seesPaints) {
    new PerformanceObserver(function (list) {
      var hero = document.querySelector('img[fetchpriority="high"]');
      if (!hero || list.getEntries().some(function (entry) { return entry.element === hero; })) start();
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  }
  // A priority image that is not the largest paint (a narrow one on a wide screen) is never reported:
  // two frames after it is decoded it is on screen all the same.
  addEventListener('DOMContentLoaded', function () {
    var hero = document.querySelector('img[fetchpriority="high"]');
    if (hero && hero.decode) hero.decode().then(afterTwoFrames, function () {});
  }, { once: true });
  function afterLoad() {
    if (!seesPaints) afterTwoFrames();
    setTimeout(start, 3000);
  }
  if (document.readyState === 'complete') afterLoad();
  else addEventListener('load', afterLoad, { once: true });
})(SOURCES);
