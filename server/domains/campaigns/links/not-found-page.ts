/**
 * What a visitor sees for a link that does not lead anywhere: a plain page, not the app and not
 * JSON, since whoever tapped an SMS link is no Parley user. It names no team and no reason, so
 * probing codes learns nothing.
 */
export const LINK_NOT_FOUND_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Link not found</title>
<style>
body { margin: 0; min-height: 100vh; display: flex; align-items: center; justify-content: center; font-family: system-ui, -apple-system, "Segoe UI", sans-serif; background: #f5f5f5; color: #333; }
main { max-width: 28rem; padding: 2rem; text-align: center; }
h1 { font-size: 1.25rem; font-weight: 600; margin: 0 0 0.5rem; }
p { margin: 0; color: #666; }
@media (prefers-color-scheme: dark) { body { background: #141414; color: #eee; } p { color: #aaa; } }
</style>
</head>
<body>
<main>
<h1>This link is not valid or has expired</h1>
<p>Check that the address was copied in full, or ask whoever sent it for a new one.</p>
</main>
</body>
</html>
`;
