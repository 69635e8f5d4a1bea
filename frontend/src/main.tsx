//! Entry point: the styles, then the app the address asks for. The public share pages get their
//! own small app (src/shareMain.tsx), so a viewer downloads neither the whole app nor its login;
//! every other address gets the whole app (src/appMain.tsx).
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/charts/styles.css';
import 'pretendard/dist/web/variable/pretendardvariable-dynamic-subset.css';
import './app/global.css';
import { isSharePath } from './features/share/paths';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

const entry = isSharePath(window.location.pathname) ? import('./shareMain') : import('./appMain');
void entry.then(({ mount }) => mount(container));
