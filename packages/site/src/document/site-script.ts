/**
 * The one script of a published page (progressive enhancement, our own, hashed
 * in the CSP): forms post in the background and are replaced by the server's thank-you
 * text. Without it (or when it fails) the browser posts the form and follows the redirect.
 */
export const SITE_SCRIPT = `document.addEventListener("submit",function(e){var f=e.target;if(!(f instanceof HTMLFormElement)||!f.dataset.swForm||!f.action||!window.fetch)return;e.preventDefault();var b=f.querySelector("button[type=submit]");if(b)b.disabled=true;fetch(f.action,{method:"POST",headers:{accept:"application/json"},body:new URLSearchParams(new FormData(f))}).then(function(r){return r.json().then(function(j){return{ok:r.ok,j:j}})}).then(function(x){var p=document.createElement("p");p.className="sw-form-status";p.setAttribute("role","status");p.textContent=x.ok?x.j.data.message:x.j.message;var o=f.querySelector(".sw-form-status");if(o)o.remove();if(x.ok){f.replaceWith(p)}else{f.appendChild(p);if(b)b.disabled=false}}).catch(function(){f.submit()})});`;
