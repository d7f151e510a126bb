import { appConfig } from '../tools/build/rspack-app.ts';

export default appConfig({ app: 'shell' });
