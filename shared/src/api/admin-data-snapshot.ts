/**
 * Id of the <script type="application/json"> a server-rendered page carries its admin answers in.
 * Apart from admin-data.ts so the page server can name it without loading React (it must load
 * React's production build first, see shell/server/server-code.ts).
 */
export const ADMIN_DATA_SNAPSHOT_ID = 'site-admin-data';
