import './styles/tokens.gen.css';
import './styles/base.css';
// The signed-in screens' frames arrive in the HTML (src/firstPaint/frames) and paint with this first stylesheet.
import './components/kit/button.css';
import './components/kit/card.css';
import './firstPaint/frames/frames.css';

/**
 * Resolves once the browser has painted what the HTML holds: the app's code runs after the account
 * hero is on screen, never before it. Hidden tabs paint no frames, hence the timer.
 */
function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
    setTimeout(resolve, 500);
  });
}

/** Without the app's code (offline, or a deploy renamed the files) the patient still gets a way out. */
function showStartFailure() {
  const box = document.createElement('div');
  box.className = 'page-loading';
  box.setAttribute('role', 'alert');
  box.textContent = 'No pudimos cargar el portal. Revisa tu conexión y recarga la página. ';
  const reload = document.createElement('button');
  reload.type = 'button';
  reload.className = 'kit-btn kit-btn-default';
  reload.textContent = 'Recargar';
  reload.addEventListener('click', () => window.location.reload());
  box.append(reload);
  const card = document.querySelector('.auth-card') ?? document.getElementById('root')!;
  card.replaceChildren(box);
}

// `?replay` shows the testers' action-log viewer instead of the app, in the production build too. It is
// a lazy chunk of its own: a patient's first load never downloads it.
if (new URLSearchParams(window.location.search).has('replay')) {
  void import(/* webpackChunkName: "replay-viewer" */ './actionLog/viewer/mount').then((m) =>
    m.mountReplayViewer(document.getElementById('root')!),
  );
} else {
  // Not preloaded on purpose: on a slow network the hero and the stylesheet get the bandwidth first.
  void afterFirstPaint()
    .then(() => import(/* webpackChunkName: "start" */ './firstPaint/start'))
    .then((m) => m.startApp())
    .catch(showStartFailure);
}
