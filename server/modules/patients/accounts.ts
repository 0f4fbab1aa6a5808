import type { ConsentLedger, PatientAccounts } from '../../ports';
import { findPatientByEmail, loginProfile, registerPatient } from './repository';

/** This module's side of PatientAccounts (server/ports.ts); registering records her consent through `consent`. */
export const patientAccounts = (consent: ConsentLedger): PatientAccounts => ({
  findByEmail: findPatientByEmail,
  register: (ctx, body, evidence) => registerPatient(ctx, consent, body, evidence),
  loginProfile,
});
