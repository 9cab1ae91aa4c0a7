/**
 * The one script of a published page (progressive enhancement, our own, hashed in the CSP).
 * Site forms post in the background and are replaced by the server's thank-you text.
 * Add-to-cart forms (`data-sw-cart`, whose value is the cart's href) post in the background,
 * update the cart count and say so in the form, in the words the answer brings (the store's
 * language). Every `[data-sw-cart-count]` badge shows the
 * `sw_cart_count` cookie. Without the script (or when a request fails) the browser posts the
 * form and follows the redirect; a handler's own error never posts twice.
 */
export const SITE_SCRIPT = `(function(){var d=document;function n(c){d.querySelectorAll("[data-sw-cart-count]").forEach(function(s){s.textContent=c;s.hidden=!(c>0)})}function k(){var m=/(?:^|; )sw_cart_count=(\\d+)/.exec(d.cookie);n(m?+m[1]:0)}k();addEventListener("pageshow",k);d.addEventListener("submit",function(e){var f=e.target;if(!(f instanceof HTMLFormElement)||!f.action||!window.fetch)return;var c=f.hasAttribute("data-sw-cart");if(!c&&!f.dataset.swForm)return;e.preventDefault();var b=f.querySelector("button[type=submit]");if(b)b.disabled=true;fetch(f.action,{method:"POST",headers:{accept:"application/json"},body:new URLSearchParams(new FormData(f))}).then(function(r){return r.json().then(function(j){return{ok:r.ok&&j.success!==false,j:j}})}).then(function(x){var p=d.createElement("p");p.className="sw-form-status";p.setAttribute("role","status");var o=f.querySelector(".sw-form-status");if(o)o.remove();if(c){if(b)b.disabled=false;if(x.ok){n(x.j.data.cart.itemCount);p.textContent=x.j.data.message+" ";var a=d.createElement("a");a.href=f.dataset.swCart;a.textContent=x.j.data.link;p.appendChild(a)}else p.textContent=x.j.message||"Could not add to cart.";f.appendChild(p)}else if(x.ok){p.textContent=x.j.data.message;f.replaceWith(p)}else{p.textContent=x.j.message;f.appendChild(p);if(b)b.disabled=false}},function(){f.submit()})})})();`;
