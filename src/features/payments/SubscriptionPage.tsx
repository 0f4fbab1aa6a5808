import { useState } from 'react';
import { Alert } from '../../components/kit/Alert';
import { Button } from '../../components/kit/Button';
import { Card } from '../../components/kit/Card';
import { Radio } from '../../components/kit/Choice';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../common/paths';
import { formatMoney } from '../../../common/money.gen';
import { mesesSinInteresesFor, planTypes, type PlanType } from '../../api';
import { planCatalogue } from './plans';
import { useStartCheckout } from './useStartCheckout';
import './payments.css';

const durationText = (minutes: number | null) => (minutes === null ? 'Un mes' : `${minutes} minutos`);

/** /form/suscripcion (SPEC §2): choose one of the five plans and pay through the hosted checkout. */
export function SubscriptionPage() {
  const navigate = useNavigate();
  const [plan, setPlan] = useState<PlanType>('mensual');
  const { start, leaving } = useStartCheckout();
  const chosen = planCatalogue[plan];

  // The page's header is its frame (src/firstPaint/frames), painted from the HTML before this code arrives.
  return (
    <>
      <div className="subscription-layout">
        <div className="plan-choice-column">
          <Card className="plan-choice-card">
            <fieldset className="plan-choice">
              <legend>Planes disponibles</legend>
              <div className="plan-options" role="radiogroup">
                {planTypes.map((id) => (
                  <Radio
                    key={id}
                    name="plan"
                    value={id}
                    checked={id === plan}
                    onChange={(value) => setPlan(value as PlanType)}
                    className={`plan-option${id === plan ? ' is-selected' : ''}`}
                  >
                    <span className="plan-option-text">
                      <span>{planCatalogue[id].title}</span>
                      <span className="plan-option-price">{formatMoney(planCatalogue[id].priceMxn)}</span>
                    </span>
                  </Radio>
                ))}
              </div>
            </fieldset>
            <div className="plan-total" aria-live="polite">
              <span>Total</span>
              <strong data-testid="plan-total">{formatMoney(chosen.priceMxn)}</strong>
            </div>
          </Card>

          <div className="payments-actions">
            <Button onClick={() => navigate(paths.dashboard)} disabled={leaving}>
              CANCELAR
            </Button>
            <Button type="primary" loading={leaving} onClick={() => void start(plan)}>
              PAGAR
            </Button>
          </div>
        </div>

        <Card className="plan-detail" title={<h2>{chosen.title}</h2>}>
          <p>{chosen.description}</p>
          <p className="plan-detail-meta">
            <strong>Duración:</strong> {durationText(chosen.durationMinutes)}
          </p>
          <strong id="plan-inclusions">Incluye:</strong>
          <ul aria-labelledby="plan-inclusions">
            {chosen.inclusions.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <Alert
            role="alert"
            type="info"
            title="Pago seguro"
            description="Serás dirigida a la página segura de nuestro proveedor de pagos. Espacios ELLA no guarda los datos de tu tarjeta."
          />
          <PaymentMethods amountMxn={chosen.priceMxn} />
        </Card>
      </div>
    </>
  );
}

const listFormat = new Intl.ListFormat('es-MX', { style: 'long', type: 'conjunction' });

/** How she can pay this amount: card (with the meses sin intereses it allows) or cash at OXXO. */
function PaymentMethods({ amountMxn }: { amountMxn: number }) {
  const terms = mesesSinInteresesFor(amountMxn);
  return (
    <div className="payment-methods">
      <h3>Formas de pago</h3>
      <ul>
        <li>
          Tarjeta de crédito o débito
          {terms.length > 0 &&
            ` (hasta ${terms.at(-1)} meses sin intereses con tarjetas participantes: ${listFormat.format(terms.map(String))} meses)`}
          .
        </li>
        <li>Efectivo en tiendas OXXO con una ficha de pago; tu compra se activa cuando se registre tu pago.</li>
      </ul>
    </div>
  );
}
