// Imported first by bench/release-cycles.ts, before anything reads PORT_OFFSET (shell/server/apps.ts
// reads it once): shell 13200 (releases at its /mf/), admin host 14200, below Linux's ephemeral port range
// and away from `pnpm start`, `pnpm bench` (60000) and `pnpm bench:html` (10000, 10100).
process.env.PORT_OFFSET ??= '10200';
