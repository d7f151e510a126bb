// Spike: one app's server build on its own, `SERVER_APP=mfe-investors rspack build -c tools/build/rspack-server.config.ts`.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { APPS, type AppName } from '../apps.ts';
import { serverBuildOf, serverConfig } from './rspack-server.ts';

const app = (process.env.SERVER_APP ?? 'shell') as AppName;
const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const outputPath = process.env.OUTPUT_PATH ? path.resolve(process.env.OUTPUT_PATH) : path.join(root, app, 'dist');
const config = serverConfig(serverBuildOf(app, outputPath, `${APPS[app].mfName}-[hash:6]`));
delete config.dependencies;
export default config;
