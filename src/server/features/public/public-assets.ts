/**
 * The public pages' one script, served by us under a name with its content's hash (so it is cached for a year and a
 * new build changes its address). It only enhances: the pages are complete without it. It listens to the league's
 * public change stream and, on a change, fetches the page again (a conditional request: a 304 when nothing shown
 * changed) and swaps its <main>, so an open tournament or game page follows new results without a reload.
 */
import { createHash } from 'node:crypto'

export const LIVE_SCRIPT = `(function(){
var body=document.body,url=body&&body.getAttribute('data-live');
if(!url||!window.EventSource||!window.fetch||!window.DOMParser)return;
var timer=null,busy=false,again=false;
function refresh(){
if(busy){again=true;return}
busy=true;
fetch(location.href,{cache:'no-cache',headers:{accept:'text/html'}})
.then(function(r){return r.ok?r.text():null})
.then(function(text){
if(!text)return;
var doc=new DOMParser().parseFromString(text,'text/html');
var next=doc.getElementById('main'),current=document.getElementById('main');
if(next&&current&&next.innerHTML!==current.innerHTML){current.innerHTML=next.innerHTML;document.title=doc.title}
})
.catch(function(){})
.then(function(){busy=false;if(again){again=false;refresh()}});
}
var source=new EventSource(url);
source.addEventListener('change',function(){clearTimeout(timer);timer=setTimeout(refresh,150)});
})();
`

export const LIVE_SCRIPT_HASH = createHash('sha256').update(LIVE_SCRIPT).digest('hex').slice(0, 12)
export const LIVE_SCRIPT_PATH = `/api/public/assets/live-${LIVE_SCRIPT_HASH}.js`
