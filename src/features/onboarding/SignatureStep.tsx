import { Button } from '../../components/kit/Button';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type SignaturePad from 'signature_pad';
import { useGetPrivacyConsentQuery, useSavePrivacyConsentMutation } from '../../api';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { paths } from '../../../common/paths';
import { selectOpenmrsId, selectToken } from '../../lib/session';
import { consentSigned, signatureCaptured, signatureCleared, type OnboardingState } from './onboardingSlice';
import { signedNotice } from './PrivacyNotice';
import { REDIRECT_DELAY_MS, SIGNATURE_QUALITY, SIGNATURE_TYPE, signatureProblem } from './signature';
import { StepButtons } from './StepButtons';
import { messages } from './steps/messages';
import { useFeedback } from '../../components/feedback';
import './onboarding.css';

const selectSignature = (state: { onboarding: OnboardingState }) => state.onboarding.firmaDigital;

/** The canvas and its pad; the exported JPEG goes to the store after every stroke. */
function useSignaturePad(onStroke: (dataUrl: string) => void, initial: string | null) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePad | null>(null);
  const onStrokeRef = useRef(onStroke);
  onStrokeRef.current = onStroke;
  // The saved signature is drawn once, when the canvas appears.
  const initialRef = useRef(initial);
  // Strokes drawn before the pad's code has arrived would be lost: until then the canvas says it is busy.
  const [ready, setReady] = useState(false);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    let cleanup = () => {};
    let cancelled = false;
    // signature_pad loads with the canvas, not with the route (the 300 KB first-load budget).
    void import(/* webpackChunkName: "signature-pad" */ 'signature_pad').then(({ default: Pad }) => {
      if (cancelled) return;
      // White background: a JPEG has no transparency, and the default would export black.
      const pad = new Pad(canvas, { backgroundColor: 'rgb(255, 255, 255)', penColor: '#1f1f1f' });
      padRef.current = pad;
      // The backing store follows the displayed size and pixel ratio, or strokes land off the pointer.
      const fit = () => {
        const ratio = Math.max(window.devicePixelRatio || 1, 1);
        const strokes = pad.toData();
        canvas.width = canvas.offsetWidth * ratio;
        canvas.height = canvas.offsetHeight * ratio;
        canvas.getContext('2d')?.scale(ratio, ratio);
        pad.clear();
        pad.fromData(strokes);
      };
      fit();
      const initial = initialRef.current;
      if (initial) pad.fromDataURL(initial, { width: canvas.offsetWidth, height: canvas.offsetHeight }).catch(() => undefined);
      const stroke = () => onStrokeRef.current(pad.toDataURL(SIGNATURE_TYPE, SIGNATURE_QUALITY));
      pad.addEventListener('endStroke', stroke);
      window.addEventListener('resize', fit);
      setReady(true);
      cleanup = () => {
        window.removeEventListener('resize', fit);
        pad.removeEventListener('endStroke', stroke);
        pad.off();
        padRef.current = null;
      };
    });
    return () => {
      cancelled = true;
      cleanup();
    };
  }, []);

  return { canvasRef, ready, clear: () => padRef.current?.clear() };
}

/** Step 8: privacy notice and digital signature (SPEC §2, §4, §5). */
export function SignatureStep() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { notification, message } = useFeedback();
  const firma = useAppSelector(selectSignature);
  const token = useAppSelector(selectToken);
  const openmrsId = useAppSelector(selectOpenmrsId);
  const consent = useGetPrivacyConsentQuery({ openmrsId: openmrsId ?? '' }, { skip: !token || !openmrsId });
  const [saveConsent, { isLoading: saving }] = useSavePrivacyConsentMutation();
  const [done, setDone] = useState(false);
  const redirect = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(redirect.current), []);

  const { canvasRef, ready, clear } = useSignaturePad((dataUrl) => {
    if (!firma) message.success(messages.signatureCaptured);
    dispatch(signatureCaptured({ dataUrl }));
  }, firma);

  // Signed on an earlier visit; right after signing here the canvas stays until the redirect.
  const alreadySigned = consent.data?.consentAccepted === true && !done;

  async function complete() {
    const problem = signatureProblem(firma);
    if (problem) {
      notification.warning({ title: problem.title, description: problem.description, duration: 5 });
      return;
    }
    if (!token || !openmrsId) {
      notification.error({ title: messages.authTitle, duration: 5 });
      return;
    }
    try {
      await saveConsent({
        openmrsId,
        privacyConsentRequest: { consentAccepted: true, patientSignature: firma!, ...signedNotice },
      }).unwrap();
    } catch {
      notification.error({ title: messages.saveTitle, description: messages.saveFailed, duration: 5 });
      return;
    }
    dispatch(consentSigned());
    setDone(true);
    notification.success({ title: messages.completed, duration: 3 });
    redirect.current = setTimeout(() => navigate(paths.subscription), REDIRECT_DELAY_MS);
  }

  // The frame (stepper, heading and the notice she signs) is the route's layout, painted from the HTML.
  return (
    <>
      {alreadySigned ? (
        <p className="onb-success onb-signed" role="status">
          <span aria-hidden="true">✓ </span>Ya firmaste este aviso de privacidad.
        </p>
      ) : (
        <div className="onb-signature">
          <p id="firma-instrucciones" className="onb-intro">
            Firma dentro del recuadro con tu dedo, el mouse o un lápiz digital.
          </p>
          <div className="onb-canvas-box">
            <canvas
              ref={canvasRef}
              role="img"
              aria-label="Espacio para tu firma"
              aria-describedby="firma-instrucciones"
              aria-busy={!ready}
            />
          </div>
          <div className="onb-signature-bar">
            <Button
              onClick={() => {
                clear();
                dispatch(signatureCleared());
              }}
            >
              Limpiar Firma
            </Button>
            {firma && (
              <span className="onb-success" role="status">
                <span aria-hidden="true">✓ </span>Firma capturada correctamente
              </span>
            )}
          </div>
        </div>
      )}
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (alreadySigned) navigate(paths.subscription);
          else void complete();
        }}
      >
        <StepButtons
          onBack={() => navigate(paths.perimenopause)}
          onSkip={() => navigate(paths.dashboard)}
          submitting={saving}
          submitDisabled={!alreadySigned && (!firma || done)}
          submitLabel={alreadySigned ? 'Continuar' : firma ? 'Completar Registro ✓' : 'Firma requerida'}
        />
      </form>
    </>
  );
}
