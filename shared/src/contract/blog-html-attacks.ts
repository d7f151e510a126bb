// Blog HTML that got past the admin host's old regular-expression check (issue 27), for the tests of
// both sanitisers (the admin host's and the blog reader's): each must come out without script,
// event handler, style or a dangerous link.
export const BLOG_HTML_BYPASSES: readonly string[] = [
  // Entities the HTML parser decodes before any browser follows the link.
  '<p><a href="jav&#x61;script:alert(1)">results</a></p>',
  '<p><a href="javascript&colon;alert(1)">results</a></p>',
  '<p><a href="&#106;avascript:alert(1)">results</a></p>',
  '<p><a href="java&#x09;script:alert(1)">results</a></p>',
  '<p><a href="data&colon;text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg">results</a></p>',
  // Attributes after a slash or straight after a quote: no whitespace before them.
  '<p/onmouseover="alert(1)">Hover the results</p>',
  '<p title="Q2"onmouseover="alert(1)">Hover the results</p>',
  '<p/style="position:fixed;inset:0;background:url(https://evil.example/x)">Results</p>',
];
