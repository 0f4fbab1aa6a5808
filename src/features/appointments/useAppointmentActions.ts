import { apiMessages } from '../../../common/apiMessages';
import { api, type Appointment } from '../../api';
import { toApiFailure } from '../../lib/apiFailure';
import { useAppDispatch } from '../../lib/hooks';
import { modalOpened } from '../../lib/modals';
import { canChange } from './rules';
import { cancellationFailed, cancellationSucceeded } from './appointmentsSlice';
import { useFeedback } from '../../components/feedback';

/** What a card's buttons do (SPEC §2, §4, §8). */
export function useAppointmentActions() {
  const { notification, modal } = useFeedback();
  const dispatch = useAppDispatch();
  const [cancelAppointment] = api.useCancelAppointmentMutation();
  const [joinWait] = api.useJoinEarlierSlotWaitMutation();
  const [leaveWait] = api.useLeaveEarlierSlotWaitMutation();

  const cancel = (appointment: Appointment) => {
    if (!canChange(appointment)) {
      notification.warning({
        title: apiMessages.cannotCancel,
        description: 'Solo las consultas solicitadas se pueden cancelar.',
        duration: 4,
      });
      return;
    }
    modal.confirm({
      title: '¿Cancelar esta consulta?',
      content: `${appointment.serviceType} con ${appointment.providerName}.`,
      okText: 'Sí, cancelar',
      cancelText: 'No',
      okButtonProps: { danger: true },
      onOk: async () => {
        const result = await cancelAppointment({ uuid: appointment.uuid });
        if ('error' in result) {
          dispatch(cancellationFailed({ appointmentUuid: appointment.uuid }));
          notification.error({
            title: `Error ${toApiFailure(result.error).status}: No se pudo cancelar la consulta`,
            description: 'No se pudo cancelar la consulta. Inténtalo de nuevo.',
            duration: 5,
          });
          return;
        }
        dispatch(cancellationSucceeded({ appointmentUuid: appointment.uuid }));
        notification.success({ title: 'Consulta cancelada', duration: 4 });
      },
    });
  };

  const reschedule = (appointment: Appointment) => {
    if (!canChange(appointment)) {
      notification.warning({
        title: apiMessages.cannotReschedule,
        description: 'Solo las consultas solicitadas se pueden reagendar.',
        duration: 4,
      });
      return;
    }
    dispatch(modalOpened({ modal: 'booking', ref: appointment.uuid }));
  };

  // ACCEDER opens the device check, from which she enters when the visit's window is open.
  const join = (appointment: Appointment) => dispatch(modalOpened({ modal: 'videoCheck', ref: appointment.uuid }));

  const explainMissingLink = (appointment: Appointment) => dispatch(modalOpened({ modal: 'videoLinkMissing', ref: appointment.uuid }));

  const waitForEarlier = async (appointment: Appointment) => {
    const result = await joinWait({ uuid: appointment.uuid });
    if ('error' in result) {
      const { message } = toApiFailure(result.error);
      notification.error({ title: 'No pudimos anotarte en la lista de espera', description: message ?? apiMessages.server, duration: 5 });
      return;
    }
    notification.success({
      title: 'Te avisaremos',
      description: `Si se libera un horario antes con ${appointment.providerName}, te escribiremos y te lo apartaremos unos minutos.`,
      duration: 4,
    });
  };

  const stopWaiting = async (appointment: Appointment) => {
    const result = await leaveWait({ uuid: appointment.uuid });
    if ('error' in result) {
      notification.error({ title: 'No se pudo guardar el cambio', description: apiMessages.server, duration: 5 });
      return;
    }
    notification.success({ title: 'Listo: ya no te avisaremos de horarios antes para esta consulta', duration: 4 });
  };

  return { cancel, reschedule, join, explainMissingLink, waitForEarlier, stopWaiting };
}
