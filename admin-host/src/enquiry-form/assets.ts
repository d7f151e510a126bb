// The enquiry form's two static files. Kept as text here (not built): the page must stay tiny and
// work in any browser, and its policy allows only files from this origin (no inline code).

/** Reports the page height to the framing page as 'id|height' (spec §7), whenever it changes. */
export const ENQUIRY_FORM_JS = `(function () {
  var body = document.body;
  var id = body.getAttribute('data-form-id') || 'enquiry';
  var origins = (body.getAttribute('data-parent-origins') || '').split(' ').filter(Boolean);
  if (window.parent === window || origins.length === 0) return;
  var last = 0;
  function report() {
    // The content's own height: the document's scroll height would include the frame's viewport,
    // which the parent sets from this very report (+ 15 px), and grow on every round.
    var height = Math.ceil(body.getBoundingClientRect().height);
    if (height === last) return;
    last = height;
    // Only the page that frames us, and only if it is one of the site's origins, receives it.
    origins.forEach(function (origin) { window.parent.postMessage(id + '|' + height, origin); });
  }
  report();
  window.addEventListener('load', report);
  if ('ResizeObserver' in window) new ResizeObserver(report).observe(body);
  else window.addEventListener('resize', report);
})();
`;

export const ENQUIRY_FORM_CSS = `*,*::before,*::after{box-sizing:border-box}
html{color-scheme:light}
body{margin:0;font-family:"Noto Sans","DejaVu Sans",system-ui,sans-serif;font-size:1rem;line-height:1.5;color:#1d2430;background:#fff}
main{padding:1.25rem}
h1{margin:0 0 .5rem;font-size:1.35rem;color:#003a63}
.intro{margin:0 0 1rem;color:#4a5563}
.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
.summary{margin:0 0 1rem;padding:.75rem 1rem;border-left:4px solid #b3261e;background:#fdecea;color:#8c1d18;font-weight:600}
.field{margin-bottom:1rem}
label{display:block;margin-bottom:.25rem;font-weight:600}
.required{color:#b3261e}
.optional{font-weight:400;color:#4a5563}
input,textarea{display:block;width:100%;padding:.6rem .75rem;border:1px solid #8a94a0;border-radius:6px;font:inherit;color:inherit;background:#fff}
textarea{resize:vertical}
input[aria-invalid="true"],textarea[aria-invalid="true"]{border-color:#b3261e;border-width:2px}
.error{margin:.25rem 0 0;color:#b3261e;font-weight:600}
button,.button{display:inline-block;padding:.7rem 1.4rem;border:0;border-radius:6px;background:#004f87;color:#fff;font:inherit;font-weight:700;text-decoration:none;cursor:pointer}
button:hover,.button:hover{background:#003a63}
a{color:#004f87}
:focus-visible{outline:3px solid #ffbf47;outline-offset:2px}
.secondary{color:#4a5563}
`;
