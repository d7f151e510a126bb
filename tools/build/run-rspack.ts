// Runs an rspack build from code (the bench's React floor, build tests) and settles when it is
// written: rejects with the build's errors, and closes the compiler either way.
import { rspack, type Configuration } from '@rspack/core';

export function runRspack(config: Configuration | Configuration[]): Promise<void> {
  const compiler = rspack(config as Configuration);
  return new Promise<void>((resolve, reject) =>
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error) return reject(error);
      if (stats?.hasErrors()) return reject(new Error(stats.toString({ all: false, errors: true })));
      resolve();
    }),
  );
}
