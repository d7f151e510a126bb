/** Id of the <script type="application/json"> a server-rendered page carries its remote map in (written by shell/server/shell-pages.ts). */
export const REMOTE_MAP_SNAPSHOT_ID = 'site-remote-map';
