import { useMemo } from 'react';
import { api } from '../../api';
import { useAppSelector } from '../../lib/hooks';
import { selectSession } from '../../lib/session';
import { splitAppointments } from './rules';

/** The patient's appointments, split by SPEC §4 (the clock is read when the list arrives). */
export function useMyAppointments() {
  const { phoneNumber } = useAppSelector(selectSession);
  const query = api.useListAppointmentsQuery({ phoneNumber: phoneNumber ?? '' }, { skip: !phoneNumber });
  const split = useMemo(() => splitAppointments(query.data ?? [], new Date()), [query.data]);
  return { ...query, ...split, all: query.data ?? [] };
}
