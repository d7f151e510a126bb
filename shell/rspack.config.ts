import { appConfig } from '../tools/rspack-app.ts';

export default appConfig({ app: 'shell' });
