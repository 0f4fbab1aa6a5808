/**
 * SPEC §4: a paid single consultation is marked locally by a hash tied to the person, so another
 * account on the same device does not inherit it. Shared by payments (writes) and appointments (reads).
 */
export const paymentHashFor = (personUuid: string) => btoa(`ella-consulta-pagada:${personUuid}`);

export const paymentHashMatches = (hash: string | null, personUuid: string | null) =>
  hash !== null && personUuid !== null && hash === paymentHashFor(personUuid);

export const selectPaymentHash = (state: { payments: { paymentHash: string | null } }) => state.payments.paymentHash;
