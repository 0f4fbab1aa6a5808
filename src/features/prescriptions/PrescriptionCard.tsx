import { Button } from '../../components/kit/Button';
import type { Prescription } from '../../api';
import { useAppDispatch } from '../../lib/hooks';
import { modalOpened } from '../../lib/modals';
import { cardName, medicationName, prescriptionDay, splitProvider } from './medications';

/** A prescription on the dashboard or in the history: date, doctor, short medication names. */
export function PrescriptionCard({ prescription }: { prescription: Prescription }) {
  const dispatch = useAppDispatch();
  const provider = splitProvider(prescription.providerName);
  const names = prescription.medications.map(medicationName);
  return (
    <article className="kit-card kit-card-small prescription-card" data-testid={`prescription-${prescription.encounterUuid}`}>
      <div className="prescription-card-head">
        <h3>Receta del {prescriptionDay(prescription.prescriptionDate)}</h3>
        {prescription.purchased && <span className="kit-tag prescription-purchased">Comprada</span>}
      </div>
      <p className="prescription-provider">{provider.suffix ? `${provider.name} · ${provider.suffix}` : provider.name}</p>
      <ul className="prescription-card-medications" aria-label="Medicamentos">
        {names.map((name, i) => (
          <li key={`${i}-${name}`} title={name}>
            {cardName(name)}
          </li>
        ))}
      </ul>
      <Button
        type="primary"
        onClick={() => dispatch(modalOpened({ modal: 'prescription', ref: prescription.encounterUuid }))}
        aria-label={`Ver receta del ${prescriptionDay(prescription.prescriptionDate)}`}
      >
        Ver receta
      </Button>
    </article>
  );
}
