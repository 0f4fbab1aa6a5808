import { saveFile } from '../../lib/download';
import { clinicDay } from '../../../common/clinic';

/**
 * Her prescription's PDF: the file route needs her bearer token, which a plain link cannot send, so the file
 * is fetched and saved through a temporary link. Resolves false when the server refused it.
 */
export async function downloadPrescription(token: string, openmrsId: string, encounterUuid: string, prescriptionDate: string) {
  const res = await fetch(`/api/patients/${encodeURIComponent(openmrsId)}/prescriptions/${encodeURIComponent(encounterUuid)}/pdf`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  if (!res.ok) return false;
  saveFile(await res.blob(), `receta-${clinicDay(prescriptionDate)}.pdf`);
  return true;
}
