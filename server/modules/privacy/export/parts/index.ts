// The parts of Mis datos that read what this module keeps or reads for her; server/app.ts puts them in the
// page's order with the parts other modules export.
export { accountPart } from './account';
export { historyPart } from './history';
export { consentPart } from './consent';
export { answerVersionsPart } from './answerVersions';
export { appointmentsPart } from './appointments';
export { prescriptionsPart } from './prescriptions';
export { documentsPart } from './documents';
export { remindersPart } from './reminders';
