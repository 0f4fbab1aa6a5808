import { useEffect, useEffectEvent, useMemo, useState, type ReactNode } from 'react';
import { Alert, Button, Form, Radio, Select, Spin } from 'antd';
import { useFormik } from 'formik';
import { errorIdOf, FieldItem } from '../../components/form/FieldItem';
import { focusFirst } from '../../components/form/focus';
import { shownError, useSendEnded, wrongFieldIds } from '../../components/form/fieldErrors';
import type { Appointment, Service, Slot } from '../../api';
import { api } from '../../api';
import { displayTimeZoneName, formatCalendarWeekday, formatTime } from '../../../common/dates.gen';
import { doctorsFor, followUpUnavailableMessage, groupSlots } from './rules';
import { doctorNotes, linkedDay, linkedDoctor, linkedSlot, type BookingLink } from './deepLink';

export interface BookingChoice {
  service: Service;
  providerUuid: string;
  slot: Slot;
}

interface Props {
  phoneNumber: string;
  appointments: readonly Appointment[];
  /** The service to preselect (a deep link's, or the rescheduled visit's). */
  initialServiceUuid?: string | null;
  /** The doctor to preselect: the rescheduled visit's, so moving it keeps her doctor unless she changes it. */
  initialProviderUuid?: string | null;
  /** A deep link's doctor specialty, date and time (SPEC §2), chosen in turn once the service is. */
  link?: BookingLink | null;
  submitLabel: string;
  submitting: boolean;
  onIncomplete: () => void;
  /** Every choice made after a send that found some missing: the warning can go. */
  onChoicesMade?: () => void;
  onSubmit: (choice: BookingChoice) => void;
  /** Shown just above the submit button (the earlier-slot opt-in). */
  beforeSubmit?: ReactNode;
}

interface Values {
  serviceUuid: string;
  providerUuid: string;
  day: string;
  slotStart: string;
}

type LinkStepName = 'doctor' | 'date' | 'time' | 'done';

const fieldOrder = [
  { name: 'serviceUuid', id: 'booking-service' },
  { name: 'providerUuid', id: 'booking-provider' },
  { name: 'day', id: 'booking-day' },
  { name: 'slotStart', id: 'booking-time' },
];

/** Each choice she still has to make, under its field (SPEC's one message stays the toast's). */
function missingChoices(v: Values) {
  const errors: Partial<Record<keyof Values, string>> = {};
  if (!v.serviceUuid) errors.serviceUuid = 'Selecciona un servicio.';
  if (!v.providerUuid) errors.providerUuid = 'Selecciona un médico.';
  if (!v.day) errors.day = 'Selecciona una fecha.';
  if (!v.slotStart) errors.slotStart = 'Selecciona una hora.';
  return errors;
}

/** Service, then doctor, then date, then time; each change clears the later choices (SPEC §4). */
export function BookingForm({
  phoneNumber,
  appointments,
  initialServiceUuid,
  initialProviderUuid,
  link,
  submitLabel,
  submitting,
  onIncomplete,
  onChoicesMade,
  onSubmit,
  beforeSubmit,
}: Props) {
  const services = api.useListServicesQuery();
  const providers = api.useListProvidersQuery();
  const formik = useFormik<Values>({
    initialValues: { serviceUuid: initialServiceUuid ?? '', providerUuid: initialProviderUuid ?? '', day: '', slotStart: '' },
    validate: missingChoices,
    onSubmit: (values) => {
      const service = services.data?.find((s) => s.uuid === values.serviceUuid);
      const slot = slotsQuery.data?.find((s) => s.startDateTime === values.slotStart);
      if (!service || !values.providerUuid || !values.day || !slot) {
        onIncomplete();
        return;
      }
      onSubmit({ service, providerUuid: values.providerUuid, slot });
    },
  });
  const { values, setValues } = formik;
  const error = (name: keyof Values) => shownError(formik, name);
  // A send stopped by a missing choice: SPEC's warning, and focus on the first choice to make.
  useSendEnded(formik, (errors) => {
    const wrong = wrongFieldIds(errors, fieldOrder);
    if (!wrong.length) return;
    onIncomplete();
    focusFirst(wrong);
  });
  const allChosen = Object.keys(missingChoices(values)).length === 0;
  const choicesMade = useEffectEvent(() => onChoicesMade?.());
  useEffect(() => {
    if (formik.submitCount > 0 && allChosen) choicesMade();
  }, [formik.submitCount, allChosen]);
  const service = services.data?.find((s) => s.uuid === values.serviceUuid);
  const choice = useMemo(
    () => (service && providers.data ? doctorsFor(service, providers.data, services.data ?? [], appointments) : null),
    [service, providers.data, services.data, appointments],
  );
  const slotsQuery = api.useListAvailableSlotsQuery(
    { phoneNumber, providerUuid: values.providerUuid, serviceUuid: values.serviceUuid },
    { skip: !values.providerUuid || !values.serviceUuid },
  );
  const days = useMemo(() => groupSlots(slotsQuery.data ?? []), [slotsQuery.data]);
  const day = days.find((d) => d.day === values.day);

  // A follow-up has one possible doctor: choose her at once (when the choice changes, not on every keystroke).
  const chooseOnlyDoctor = useEffectEvent((current: typeof choice) => {
    if (current?.kind === 'doctors' && current.providers.length === 1 && !values.providerUuid) {
      void setValues({ ...values, providerUuid: current.providers[0].uuid, day: '', slotStart: '' });
    }
  });
  useEffect(() => {
    chooseOnlyDoctor(choice);
  }, [choice]);

  // A deep link's choices are made in SPEC's order, each once its options are known; the first one
  // that is not possible stops the chain with a note, and any choice of hers ends it.
  const linkWantsMore = Boolean(link && initialServiceUuid && (link.specialty || link.date || link.time));
  const [linkStep, setLinkStep] = useState<LinkStepName>(linkWantsMore ? 'doctor' : 'done');
  const [linkNote, setLinkNote] = useState<string | null>(link?.serviceNote ?? null);
  const endLink = () => {
    setLinkStep('done');
    setLinkNote(null);
  };

  // Each step of the chain runs when what it waits for changes; the latest form values are read, not
  // watched (her own edits must not re-run a step).
  const chooseLinkedDoctor = useEffectEvent(() => {
    if (linkStep !== 'doctor' || !choice || !link) return;
    if (choice.kind !== 'doctors') return setLinkStep('done');
    if (values.providerUuid) {
      setLinkNote(null);
      return setLinkStep('date');
    }
    const doctor = linkedDoctor(choice.providers, link.specialty);
    if (typeof doctor === 'object') {
      void setValues({ ...values, providerUuid: doctor.uuid, day: '', slotStart: '' });
      return setLinkStep('date');
    }
    setLinkNote(doctorNotes[doctor]);
    // With several doctors she chooses one and the link's date and time still follow.
    if (doctor === 'none') setLinkStep('done');
  });
  useEffect(() => {
    chooseLinkedDoctor();
  }, [linkStep, choice, values.providerUuid]);

  const chooseLinkedDay = useEffectEvent(() => {
    if (linkStep !== 'date' || !link || !values.providerUuid) return;
    if (slotsQuery.isError) return setLinkStep('done');
    if (!slotsQuery.isSuccess || slotsQuery.isFetching) return;
    const found = linkedDay(days, link.date);
    setLinkNote(found.note ?? null);
    if (found.value) {
      void setValues({ ...values, day: found.value.day, slotStart: '' });
      return setLinkStep('time');
    }
    setLinkStep('done');
  });
  useEffect(() => {
    chooseLinkedDay();
  }, [linkStep, values.providerUuid, slotsQuery.isSuccess, slotsQuery.isFetching, slotsQuery.isError, days]);

  const chooseLinkedTime = useEffectEvent(() => {
    if (linkStep !== 'time' || !link || !day) return;
    const found = linkedSlot(day, link.time);
    setLinkNote(found.note ?? null);
    if (found.value) void setValues({ ...values, slotStart: found.value.startDateTime });
    setLinkStep('done');
  });
  useEffect(() => {
    chooseLinkedTime();
  }, [linkStep, day]);

  const timeOptions = (slots: Slot[]) => slots.map((s) => ({ value: s.startDateTime, label: formatTime(s.startDateTime) }));

  return (
    <Form layout="vertical" onFinish={() => formik.handleSubmit()} component="form" requiredMark={false}>
      {linkNote && <Alert type="warning" showIcon title={linkNote} />}
      {services.isError && <Alert type="error" showIcon title="Error al cargar los servicios disponibles" />}
      <FieldItem id="booking-service" label="Servicio" error={error('serviceUuid')}>
        <Select
          id="booking-service"
          placeholder="Selecciona un servicio"
          loading={services.isLoading}
          value={values.serviceUuid || undefined}
          options={(services.data ?? []).map((s) => ({ value: s.uuid, label: `${s.name} (${s.durationMinutes} min)` }))}
          onChange={(serviceUuid: string) => {
            endLink();
            void setValues({ serviceUuid, providerUuid: '', day: '', slotStart: '' });
          }}
        />
      </FieldItem>
      {providers.isError && <Alert type="error" showIcon title="Error al cargar los médicos disponibles" />}
      {choice?.kind === 'followUpUnavailable' && <Alert type="info" showIcon title={followUpUnavailableMessage} />}
      <FieldItem id="booking-provider" label="Médico" error={error('providerUuid')}>
        <Select
          id="booking-provider"
          placeholder="Selecciona un médico"
          disabled={!service || choice?.kind !== 'doctors'}
          loading={providers.isLoading}
          value={values.providerUuid || undefined}
          options={choice?.kind === 'doctors' ? choice.providers.map((p) => ({ value: p.uuid, label: p.display })) : []}
          onChange={(providerUuid: string) => {
            if (linkStep !== 'doctor') endLink();
            void setValues({ ...values, providerUuid, day: '', slotStart: '' });
          }}
        />
      </FieldItem>
      {slotsQuery.isError && <Alert type="error" showIcon title="Error al cargar los horarios disponibles" />}
      <FieldItem id="booking-day" label="Fecha" error={error('day')}>
        <Select
          id="booking-day"
          placeholder={slotsQuery.isFetching ? 'Cargando horarios...' : 'Selecciona una fecha'}
          disabled={!values.providerUuid || slotsQuery.isFetching}
          value={values.day || undefined}
          options={days.map((d) => ({ value: d.day, label: formatCalendarWeekday(d.day) }))}
          notFoundContent="No hay horarios disponibles"
          onChange={(selected: string) => {
            endLink();
            void setValues({ ...values, day: selected, slotStart: '' });
          }}
        />
      </FieldItem>
      {slotsQuery.isFetching && <Spin aria-label="Cargando horarios" />}
      {day && (
        <fieldset className="booking-times" id="booking-time" aria-describedby={error('slotStart') ? errorIdOf('booking-time') : undefined}>
          <legend>Hora ({displayTimeZoneName})</legend>
          {error('slotStart') && (
            <p id={errorIdOf('booking-time')} className="booking-time-error">
              {error('slotStart')}
            </p>
          )}
          {[
            { label: 'Mañana', slots: day.morning },
            { label: 'Tarde', slots: day.afternoon },
          ]
            .filter((group) => group.slots.length > 0)
            .map((group) => (
              <div key={group.label} className="booking-time-group">
                <p className="booking-time-label">{group.label}</p>
                <Radio.Group
                  optionType="button"
                  aria-label={`Horarios de la ${group.label.toLowerCase()}`}
                  value={values.slotStart || undefined}
                  options={timeOptions(group.slots)}
                  onChange={(e) => {
                    endLink();
                    void setValues({ ...values, slotStart: e.target.value as string });
                  }}
                />
              </div>
            ))}
        </fieldset>
      )}
      {beforeSubmit}
      <Button type="primary" htmlType="submit" loading={submitting} block>
        {submitLabel}
      </Button>
    </Form>
  );
}
