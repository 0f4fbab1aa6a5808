import { apiMessages } from '../../../common/apiMessages';
import { useState } from 'react';
import { Button, Checkbox, Modal, Result, Skeleton } from 'antd';
import { useNavigate } from 'react-router-dom';
import { api } from '../../api';
import { toApiFailure } from '../../lib/apiFailure';
import { selectPendingAppointmentParams } from '../../lib/appointmentParams';
import { CLINIC_LOCATION_UUID } from '../../../common/clinic';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { modalClosed, modalOpened, selectOpenModal } from '../../lib/modals';
import { paths } from '../../../common/paths';
import { selectPaymentHash } from '../../lib/paymentHash';
import { selectSession } from '../../lib/session';
import { bookingFailed, bookingSucceeded, deepLinkConsumed } from './appointmentsSlice';
import { canBook } from './bookingAccess';
import { linkedService, serviceNotFoundNote, type BookingLink } from './deepLink';
import { BookingForm, type BookingChoice } from './BookingForm';
import { useMyAppointments } from './useMyAppointments';
import { useFeedback } from '../../components/feedback';
import { formatWhen } from '../../../common/dates.gen';

/** The booking modal (SPEC §2, §4): a new visit, or a Requested one moved to another time. */
export function BookingModal() {
  const dispatch = useAppDispatch();
  const request = useAppSelector(selectOpenModal);
  const open = request?.modal === 'booking';
  const close = () => {
    dispatch(modalClosed());
    dispatch(deepLinkConsumed());
  };
  return (
    <Modal
      open={open}
      title={request?.ref ? 'Reprogramar consulta' : 'Agendar consulta'}
      footer={null}
      onCancel={close}
      destroyOnHidden
      width={560}
    >
      {open && <BookingContent rescheduleUuid={request?.ref ?? null} onDone={close} />}
    </Modal>
  );
}

function BookingContent({ rescheduleUuid, onDone }: { rescheduleUuid: string | null; onDone: () => void }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { notification } = useFeedback();
  const { openmrsId, phoneNumber, patientUuid, personUuid } = useAppSelector(selectSession);
  const paymentHash = useAppSelector(selectPaymentHash);
  const pending = useAppSelector(selectPendingAppointmentParams);
  const subscription = api.useGetSubscriptionQuery({ openmrsId: openmrsId ?? '' }, { skip: !openmrsId || Boolean(rescheduleUuid) });
  const consent = api.useGetPrivacyConsentQuery({ openmrsId: openmrsId ?? '' }, { skip: !openmrsId });
  const services = api.useListServicesQuery();
  const { all: appointments } = useMyAppointments();
  const [create, creating] = api.useCreateAppointmentMutation();
  const [reschedule, rescheduling] = api.useRescheduleAppointmentMutation();
  const [joinWait, joining] = api.useJoinEarlierSlotWaitMutation();
  const [tellMeEarlier, setTellMeEarlier] = useState(false);
  const moving = rescheduleUuid ? appointments.find((a) => a.uuid === rescheduleUuid) : undefined;

  if (!openmrsId || !phoneNumber || !patientUuid) {
    return (
      <Result status="warning" title="Error de usuario" subTitle="No pudimos identificar tu cuenta. Cierra sesión e inicia de nuevo." />
    );
  }
  if (!rescheduleUuid) {
    if (subscription.isLoading) return <Skeleton active />;
    if (subscription.isError && !canBook(undefined, paymentHash, personUuid)) {
      return (
        <Result
          status="error"
          title="No se pudo obtener el estado de suscripción"
          subTitle={`Error ${toApiFailure(subscription.error).status}: No se pudo obtener el estado de suscripción`}
          extra={<Button onClick={() => subscription.refetch()}>Reintentar</Button>}
        />
      );
    }
    if (!canBook(subscription.data, paymentHash, personUuid)) {
      return (
        <Result
          status="info"
          title="Un paso más"
          subTitle="Para agendar tu consulta necesitas un plan activo o una consulta pagada."
          extra={
            <Button
              type="primary"
              onClick={() => {
                onDone();
                navigate(paths.subscription);
              }}
            >
              Ir a Pagos
            </Button>
          }
        />
      );
    }
  }

  // A deep link (SPEC §2) leads a new booking only; its service is found before the form starts.
  const linked = rescheduleUuid ? null : pending;
  if (linked?.service && services.isLoading) return <Skeleton active />;
  const deepLinkService = linked?.service && services.data ? linkedService(services.data, linked.service) : undefined;
  const link: BookingLink | null = linked
    ? {
        specialty: linked.specialty,
        date: linked.date,
        time: linked.time,
        serviceNote: linked.service && services.data && !deepLinkService ? serviceNotFoundNote : null,
      }
    : null;

  const submit = async ({ service, providerUuid, slot }: BookingChoice) => {
    const booking = {
      serviceUuid: service.uuid,
      locationUuid: CLINIC_LOCATION_UUID,
      providerUuid,
      startDateTime: slot.startDateTime,
      endDateTime: slot.endDateTime,
    };
    const result = rescheduleUuid
      ? await reschedule({ uuid: rescheduleUuid, rescheduleRequest: booking })
      : await create({ bookingRequest: { patientUuid, ...booking } });
    if ('error' in result) {
      const { status, message } = toApiFailure(result.error);
      dispatch(bookingFailed({ status }));
      notification.error({
        ...bookingFailureToast(status, message, Boolean(rescheduleUuid), toApiFailure(result.error).code),
        duration: 5,
      });
      return;
    }
    if (tellMeEarlier && 'error' in (await joinWait({ uuid: result.data.uuid }))) {
      notification.warning({
        title: 'No pudimos anotarte en la lista de espera',
        description: 'Tu consulta sí quedó agendada. Puedes pedirlo desde la consulta, con «Avisarme si hay un horario antes».',
        duration: 5,
      });
    }
    dispatch(bookingSucceeded({ appointmentUuid: result.data.uuid, rescheduled: Boolean(rescheduleUuid) }));
    notification.success({ title: rescheduleUuid ? 'Consulta reagendada exitosamente' : 'Consulta agendada exitosamente', duration: 4 });
    dispatch(deepLinkConsumed());
    if (consent.data?.consentAccepted) dispatch(modalClosed());
    else dispatch(modalOpened({ modal: 'bookingThanks' }));
  };

  return (
    <>
      {moving && (
        <p className="booking-moving">
          Vas a cambiar tu consulta de {moving.serviceType} del {formatWhen(moving.startDateTime)}, con {moving.providerName}. Elige la
          nueva fecha y hora.
        </p>
      )}
      <BookingForm
        phoneNumber={phoneNumber}
        appointments={appointments}
        initialServiceUuid={moving?.serviceUuid ?? deepLinkService?.uuid ?? null}
        initialProviderUuid={moving?.providerUuid ?? null}
        link={link}
        key={moving?.serviceUuid ?? deepLinkService?.uuid ?? 'new'}
        submitLabel={rescheduleUuid ? 'Reprogramar consulta' : 'Agendar consulta'}
        submitting={creating.isLoading || rescheduling.isLoading || joining.isLoading}
        beforeSubmit={
          <div className="booking-earlier">
            <Checkbox checked={tellMeEarlier} onChange={(e) => setTellMeEarlier(e.target.checked)}>
              Avísame si se libera un horario antes con la misma doctora
            </Checkbox>
            <p className="booking-earlier-help">
              Te escribiremos por correo (y por WhatsApp si lo aceptaste) y te lo apartaremos unos minutos: lo tomas con un toque.
            </p>
          </div>
        }
        onIncomplete={() =>
          notification.warning({
            key: INCOMPLETE,
            title: 'Campos incompletos',
            description: apiMessages.bookingIncomplete,
            duration: 5,
          })
        }
        onChoicesMade={() => notification.destroy(INCOMPLETE)}
        onSubmit={submit}
      />
    </>
  );
}

/** The warning of a booking sent with choices missing: closed once she has made them all. */
const INCOMPLETE = 'booking-incomplete';

/**
 * SPEC §8: a conflict is 'La consulta ya fue agendada'; any other failure says what she can do in
 * Spanish, never a bare status code. A server fault or a lost connection asks her to try later.
 */
export function bookingFailureToast(status: number | string, message: string | undefined, rescheduling: boolean, code?: string) {
  // Held for a patient on the waiting list: the server's words say why and for how long.
  if (status === 409 && code === 'slot_held' && message) return { title: 'Horario apartado', description: message };
  if (status === 409) return { title: apiMessages.slotTaken, description: 'Por favor, selecciona otra fecha y/o hora.' };
  const title = rescheduling ? 'No se pudo reagendar la consulta' : 'No se pudo agendar la consulta';
  if (typeof status !== 'number' || status >= 500) return { title, description: apiMessages.server };
  return { title, description: message ?? 'Por favor, selecciona otra fecha y/o hora.' };
}
