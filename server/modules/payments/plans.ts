import { plans } from '../../../common/plans.gen';

/** SPEC §9 prices in MXN, held on the server: the client never decides what a plan costs. */
export { plans };

export const listPlans = async () => [...plans];
