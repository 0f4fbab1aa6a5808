import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { api, type EarlierSlotOffer } from '../../api';
import { toApiFailure } from '../../lib/apiFailure';
import { Alert } from '../../components/kit/Alert';
import { Button } from '../../components/kit/Button';
import { Card } from '../../components/kit/Card';
import { Skeleton } from '../../components/kit/Skeleton';
import { formatWhen, formatWhenNamed } from '../../../common/dates.gen';
import { paths } from '../../../common/paths';
import './earlierSlotOffer.css';

/**
 * The page of an earlier-slot offer's link (/horario-antes#<token>). The token is the credential for this one
 * offer, so it works without a session; it travels in the fragment, which the browser never sends to the
 * server and the action log's navigation entries do not keep (they keep path and query).
 */
export function EarlierSlotOfferPage() {
  const { hash } = useLocation();
  const token = hash.replace(/^#/, '');
  const [view, viewed] = api.useViewEarlierSlotOfferMutation();
  const [accept, accepting] = api.useAcceptEarlierSlotOfferMutation();
  const [refusal, setRefusal] = useState<{ state: EarlierSlotOffer['state'] | null; message: string } | null>(null);

  useEffect(() => {
    if (token) void view({ earlierSlotOfferToken: { token } });
  }, [token, view]);

  const take = async () => {
    const result = await accept({ earlierSlotOfferToken: { token } });
    if ('error' in result) {
      const { status, code, message } = toApiFailure(result.error);
      const state = code === 'offer_used' ? 'taken' : code === 'offer_expired' ? 'expired' : code === 'offer_gone' ? 'gone' : null;
      setRefusal({
        state,
        message: state || status === 404 ? (message ?? '') : 'No se pudo mover tu consulta. Revisa tu conexión e inténtalo de nuevo.',
      });
    }
  };

  if (!token || (viewed.isError && toApiFailure(viewed.error).status === 404)) return <Invalid />;
  if (viewed.isError)
    return (
      <OfferFrame title="No pudimos abrir el horario">
        <Alert type="error" role="alert" title="Revisa tu conexión e inténtalo de nuevo." />
        <Button type="primary" block onClick={() => void view({ earlierSlotOfferToken: { token } })}>
          Reintentar
        </Button>
      </OfferFrame>
    );
  const offer = viewed.data;
  if (!offer)
    return (
      <OfferFrame title="Se liberó un horario antes para ti">
        <Skeleton />
      </OfferFrame>
    );

  if (accepting.data) return <Taken offer={accepting.data} />;
  const state = refusal?.state ?? offer.state;
  if (state === 'taken') return refusal ? <Closed title="Ya usaste este enlace" text={refusal.message} /> : <Taken offer={offer} />;
  if (state === 'expired')
    return (
      <Closed
        title="El tiempo para tomar este horario terminó"
        text="Ya no está apartado para ti. Tu consulta sigue como estaba, y si se libera otro horario antes te volveremos a escribir."
      />
    );
  if (state === 'gone') return <Closed title="Este horario ya no está disponible" text="Tu consulta sigue como estaba." />;

  return (
    <OfferFrame title="Se liberó un horario antes para ti">
      <p className="offer-lead">Te lo apartamos hasta el {formatWhenNamed(offer.heldUntil)}.</p>
      <dl className="offer-details">
        <dt>Nuevo horario</dt>
        <dd>{formatWhen(offer.startDateTime)}</dd>
        <dt>Tu horario actual</dt>
        <dd>{formatWhen(offer.currentStartDateTime)}</dd>
        <dt>Con</dt>
        <dd>{offer.providerName}</dd>
        <dt>Consulta</dt>
        <dd>{offer.serviceType}</dd>
      </dl>
      {refusal && <Alert type="error" role="alert" title={refusal.message} />}
      <Button type="primary" block loading={accepting.isLoading} loadingText="Moviendo tu consulta…" onClick={() => void take()}>
        Tomar este horario
      </Button>
      <p className="offer-note">
        Tu horario actual quedará libre para otra paciente. Si no te conviene, no hagas nada: tu consulta se queda como está.
      </p>
    </OfferFrame>
  );
}

function OfferFrame({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <main className="offer-page">
      <p className="offer-brand">Espacios ELLA</p>
      <Card>
        <h1>{title}</h1>
        {children}
      </Card>
    </main>
  );
}

const PortalLink = () => (
  <p className="offer-portal">
    <Link to={paths.dashboard}>Ir a mi portal</Link>
  </p>
);

function Taken({ offer }: { offer: EarlierSlotOffer }) {
  return (
    <OfferFrame title="¡Listo! Tu consulta cambió de horario">
      <p>
        Ahora es el {formatWhen(offer.startDateTime)} con {offer.providerName}. Te enviamos la confirmación por correo.
      </p>
      <PortalLink />
    </OfferFrame>
  );
}

function Closed({ title, text }: { title: string; text: string }) {
  return (
    <OfferFrame title={title}>
      <p>{text}</p>
      <PortalLink />
    </OfferFrame>
  );
}

function Invalid() {
  return (
    <OfferFrame title="Este enlace no es válido">
      <p>Puede que esté incompleto. Copia el enlace completo del mensaje, o revisa tus consultas en tu portal.</p>
      <PortalLink />
    </OfferFrame>
  );
}
