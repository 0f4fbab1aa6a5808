/**
 * The local mark that this person paid a single consultation (SPEC §4). The booking modal compares it
 * with the signed-in person, so a mark left by someone else on a shared device does not count.
 * The server's consultation credits stay the authority; this only spares a request.
 */
export const paymentHashFor = (personUuid: string) => btoa(`ella-consulta-pagada:${personUuid}`);

