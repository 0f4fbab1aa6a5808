import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';
import { api } from '../../api';
import { Button } from '../../components/kit/Button';
import './idleDialog.css';
import { IDLE_TIMEOUT_MS, IDLE_WARNING_MS } from '../../lib/config';
import { idleTimedOut, logoutRequested } from '../../lib/events';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { selectSession } from '../../lib/session';

const activityEvents = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;
/** The server ends a session after 5 idle minutes of requests; a patient typing a long form makes none. */
const KEEP_ALIVE_EVERY_MS = 2 * 60 * 1000;

interface Props {
  idleMs?: number;
  warningMs?: number;
}

/**
 * SPEC §4: 300 s without activity opens a 30 s countdown, then logout. Activity during the countdown
 * is ignored: only "Seguir conectada" keeps the session.
 */
export function IdleTimeout({ idleMs = IDLE_TIMEOUT_MS, warningMs = IDLE_WARNING_MS }: Props) {
  const dispatch = useAppDispatch();
  const { email } = useAppSelector(selectSession);
  const [warningSince, setWarningSince] = useState<number | null>(null);
  const warningRef = useRef(false);
  const idleTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const lastKeepAlive = useRef(Date.now());

  const arm = useCallback(() => {
    clearTimeout(idleTimer.current);
    idleTimer.current = setTimeout(() => {
      warningRef.current = true;
      setWarningSince(Date.now());
    }, idleMs);
  }, [idleMs]);

  useEffect(() => {
    const onActivity = () => {
      if (warningRef.current) return;
      arm();
      if (email && Date.now() - lastKeepAlive.current > KEEP_ALIVE_EVERY_MS) {
        lastKeepAlive.current = Date.now();
        void dispatch(api.endpoints.searchPatientByEmail.initiate({ email }, { subscribe: false, forceRefetch: true }));
      }
    };
    arm();
    for (const type of activityEvents) window.addEventListener(type, onActivity, { passive: true });
    return () => {
      clearTimeout(idleTimer.current);
      for (const type of activityEvents) window.removeEventListener(type, onActivity);
    };
  }, [arm, dispatch, email]);

  const stay = () => {
    warningRef.current = false;
    setWarningSince(null);
    lastKeepAlive.current = Date.now();
    if (email) void dispatch(api.endpoints.searchPatientByEmail.initiate({ email }, { subscribe: false, forceRefetch: true }));
    arm();
  };

  if (warningSince === null) return null;
  return (
    <IdleWarning
      since={warningSince}
      warningMs={warningMs}
      onStay={stay}
      onExpire={() => dispatch(idleTimedOut())}
      onLeave={() => dispatch(logoutRequested())}
    />
  );
}

interface WarningProps {
  since: number;
  warningMs: number;
  onStay: () => void;
  onExpire: () => void;
  onLeave: () => void;
}

function showDialog(node: HTMLDialogElement) {
  if (node.open) return;
  // jsdom has no showModal(); the open attribute shows the same content there.
  if (typeof node.showModal === 'function') node.showModal();
  else node.setAttribute('open', '');
}

function IdleWarning({ since, warningMs, onStay, onExpire, onLeave }: WarningProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [now, setNow] = useState(since);
  const remaining = Math.max(0, Math.ceil((since + warningMs - now) / 1000));

  useEffect(() => {
    if (dialog.current) showDialog(dialog.current);
    const tick = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(tick);
  }, []);

  // Once, when the countdown reaches zero; the parent passes a new onExpire on every render.
  const expire = useEffectEvent(onExpire);
  const expired = remaining === 0;
  useEffect(() => {
    if (expired) expire();
  }, [expired]);

  return (
    <dialog
      ref={dialog}
      className="idle-dialog"
      aria-labelledby="idle-title"
      aria-describedby="idle-text"
      // SPEC §4: only a choice ends the warning. Escape is no choice (activity during it is ignored), and
      // when the browser closes the dialog anyway (Chrome does on a repeated Escape) it opens again.
      onCancel={(event) => event.preventDefault()}
      onClose={(event) => showDialog(event.currentTarget)}
    >
      <h2 id="idle-title">¿Sigues ahí?</h2>
      <p id="idle-text">
        Por tu seguridad, cerraremos tu sesión por inactividad en <strong>{remaining}</strong> segundos.
      </p>
      <div className="idle-dialog-actions">
        <Button onClick={onLeave}>Cerrar sesión</Button>
        <Button type="primary" onClick={onStay} autoFocus>
          Seguir conectada
        </Button>
      </div>
    </dialog>
  );
}
