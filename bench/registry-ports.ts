// Imported first by bench/registry.ts, before anything reads PORT_OFFSET (shell/server/apps.ts reads it
// once): page servers 13300 and 13306, admin host 14300, away from `pnpm start`, the other benches
// (10000, 10100, 10200, 60000) and Linux's ephemeral ports.
process.env.PORT_OFFSET ??= '10300';
