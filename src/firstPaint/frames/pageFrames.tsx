import { useLocation } from 'react-router-dom';
import { Card } from '../../components/kit/Card';
import { WelcomePage } from '../../features/auth/WelcomePage';
import { StepLayout } from '../../features/onboarding/StepLayout';
import type { Frame } from './FramedRoute';
import { stepOfPath } from './stepOfPath';

/*
 * The frames of the signed-in screens: what each page shows the same for every patient (headings, intros,
 * the stepper, the notice she signs), so the server can send it in the HTML. Nothing here may read the
 * store or the session: the build renders these without either (src/firstPaint/frames/shellPages.tsx).
 * `.antd-app` gives them antd's type before antd's code and stylesheet are there.
 */

/** Every questionnaire step: one layout route, so going from step to step keeps the frame's nodes. */
export const StepFrame: Frame = ({ children }) => {
  const { pathname } = useLocation();
  return (
    <div className="antd-app">
      <StepLayout step={stepOfPath[pathname]}>{children}</StepLayout>
    </div>
  );
};

export const SubscriptionFrame: Frame = ({ children }) => (
  <div className="antd-app">
    <main className="payments-page">
      <header>
        <h1>Suscripción</h1>
        <p>Elige el plan o la consulta que necesitas y realiza tu pago en línea.</p>
      </header>
      {children}
    </main>
  </div>
);

export const PaymentCancelledFrame: Frame = ({ children }) => (
  <div className="antd-app">
    <main className="payment-result payment-result--cancelled">
      <Card>
        <h1>Pago cancelado</h1>
        <p className="payment-result-lead">No se realizó ningún cargo a tu tarjeta.</p>
        {children}
      </Card>
    </main>
  </div>
);

/**
 * /pago-exitoso: the card. Its heading and lead are the body's (an OXXO voucher changes them once her
 * checkout's status answers), so the skeleton paints them until then (BodySkeleton).
 */
export const PaymentSuccessFrame: Frame = ({ children }) => (
  <div className="antd-app">
    <main className="payment-result payment-result--success">
      <Card>{children}</Card>
    </main>
  </div>
);

/** /welcome is the same for every patient from top to bottom: the whole page is its frame. */
export const WelcomeFrame: Frame = () => <WelcomePage />;
