import type { ExportPart } from '../part';
import { accountPart } from './account';
import { historyPart } from './history';
import { consentPart } from './consent';
import { consentRecordsPart } from './consentRecords';
import { answerVersionsPart } from './answerVersions';
import { appointmentsPart } from './appointments';
import { prescriptionsPart } from './prescriptions';
import { documentsPart } from './documents';
import { paymentsPart } from './payments';
import { trackingPart } from './tracking';
import { invoicesPart } from './invoices';
import { remindersPart } from './reminders';

/** Every part of Mis datos, in the order of the HTML page. A new kind of data is one more line here. */
export const exportParts: ExportPart<unknown>[] = [
  accountPart,
  historyPart,
  answerVersionsPart,
  consentPart,
  consentRecordsPart,
  appointmentsPart,
  prescriptionsPart,
  documentsPart,
  paymentsPart,
  trackingPart,
  invoicesPart,
  remindersPart,
];
