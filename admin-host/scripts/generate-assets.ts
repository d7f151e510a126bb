// `pnpm --filter admin-host build`: (re)generate every sample PDF and image into the uploads dir.
import { generateSampleAssets } from '../src/assets/generate';
import { readConfig } from '../src/config';

const { uploadsDir } = readConfig(process.env, []);
const result = await generateSampleAssets(uploadsDir, { force: true });
console.log(`Generated ${result.written} sample files in ${uploadsDir} (${result.durationMs} ms)`);
