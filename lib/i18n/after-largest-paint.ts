// The moment a page's head script may fetch fonts for later pages without sharing the link with what the page
// paints first (docs/decisions/017 and 030): the scripts loader's (lib/platform/build/load-scripts-after-paint.js,
// the same tests). The priority image's largest paint, or two frames after it is decoded, else the first paint
// reported; 3 s after load at the latest; any key, tap or scroll at once. An inline function's source, defined
// once per page's head script.
export const AFTER_LARGEST_PAINT = `function afterLargestPaint(run){var done=false;function go(){if(!done){done=true;run()}}
function twoFrames(){requestAnimationFrame(function(){requestAnimationFrame(go)})}
['pointerdown','keydown','focusin','scroll'].forEach(function(t){addEventListener(t,go,{once:true,passive:true,capture:true})});
var types=window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes,sees=!!types&&types.indexOf('largest-contentful-paint')>=0;
if(sees)new PerformanceObserver(function(list){var hero=document.querySelector('img[fetchpriority="high"]');
if(!hero||list.getEntries().some(function(e){return e.element===hero}))go()}).observe({type:'largest-contentful-paint',buffered:true});
addEventListener('DOMContentLoaded',function(){var hero=document.querySelector('img[fetchpriority="high"]');if(hero&&hero.decode)hero.decode().then(twoFrames,function(){})},{once:true});
function afterLoad(){if(!sees)twoFrames();setTimeout(go,3000)}
if(document.readyState==='complete')afterLoad();else addEventListener('load',afterLoad,{once:true})}`;
