import { Button, Empty, Modal, Skeleton, Typography } from 'antd';
import type { Prescription } from '../../api';
import { useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { selectOpenmrsId, selectToken } from '../../lib/session';
import { downloadPrescription } from './downloadPrescription';
import { modalClosed, selectOpenModal } from '../../lib/modals';
import { medicationDetail, medicationName, prescriptionDay, signatureSrc, splitProvider } from './medications';
import { usePrescriptionLookup } from './usePrescriptions';
import { usePrescriptionPurchase } from './usePrescriptionPurchase';
import { useFeedback } from '../../components/feedback';
import { CEDULA_REGISTRY_URL } from '../../../common/clinic';
import { medicineFieldLabels } from '../../../common/prescriptionFields';
import './prescriptions.css';

/**
 * One prescription in full: doctor, date, every medication and the doctor's signature (SPEC §3), and what
 * Mexican law asks of it when it carries them: the prescriber's cédula profesional and institution, the
 * clinic's address, and per medicine its generic name, presentation and route.
 */
export function PrescriptionModal() {
  const dispatch = useAppDispatch();
  const request = useAppSelector(selectOpenModal);
  const open = request?.modal === 'prescription';
  const { prescription, loading } = usePrescriptionLookup(open ? request?.ref : null);
  const purchase = usePrescriptionPurchase();
  const { notification } = useFeedback();
  const token = useAppSelector(selectToken);
  const openmrsId = useAppSelector(selectOpenmrsId);
  const [downloading, setDownloading] = useState(false);
  // SPEC §8: sharing is announced, not yet offered.
  const comingSoon = (description: string) => notification.info({ title: 'Próximamente', description, duration: 4 });
  const download = async (rx: Prescription) => {
    setDownloading(true);
    const ok = token && openmrsId && (await downloadPrescription(token, openmrsId, rx.encounterUuid, rx.prescriptionDate));
    setDownloading(false);
    if (!ok)
      notification.error({ title: 'Error', description: 'No se pudo descargar la receta. Por favor intenta nuevamente.', duration: 5 });
  };
  return (
    <Modal
      open={open}
      title="Receta médica"
      onCancel={() => dispatch(modalClosed())}
      width={640}
      footer={
        prescription ? (
          <div className="prescription-actions">
            <Button loading={downloading} onClick={() => download(prescription)}>
              Descargar receta (PDF)
            </Button>
            <Button onClick={() => comingSoon('Muy pronto podrás compartir tu receta.')}>Compartir</Button>
            <Button onClick={() => dispatch(modalClosed())}>Cerrar</Button>
            <Button type="primary" onClick={() => purchase.begin(prescription)}>
              Comprar medicamentos
            </Button>
          </div>
        ) : null
      }
    >
      {prescription && <PrescriptionDetail prescription={prescription} />}
      {!prescription && loading && <Skeleton active />}
      {!prescription && !loading && <Empty description="No encontramos esta receta. Búscala en tu Historial de Recetas." />}
    </Modal>
  );
}

function PrescriptionDetail({ prescription }: { prescription: Prescription }) {
  const provider = splitProvider(prescription.providerName);
  const signature = signatureSrc(prescription.signatureBase64);
  return (
    <div className="prescription-detail">
      <p>
        <strong>{provider.name}</strong>
        {provider.suffix && <span className="prescription-provider"> · {provider.suffix}</span>}
      </p>
      <p className="prescription-provider">Fecha: {prescriptionDay(prescription.prescriptionDate)}</p>
      {(prescription.prescriber || prescription.clinicAddress) && (
        <dl className="prescription-legal">
          {prescription.prescriber && (
            <>
              <div className="prescription-detail-row">
                <dt>Médico que prescribe</dt>
                <dd>{prescription.prescriber.fullName}</dd>
              </div>
              <div className="prescription-detail-row">
                <dt>Cédula profesional</dt>
                <dd>{prescription.prescriber.cedulaProfesional}</dd>
              </div>
              <div className="prescription-detail-row">
                <dt>Institución que la expidió</dt>
                <dd>{prescription.prescriber.institution}</dd>
              </div>
            </>
          )}
          {prescription.clinicAddress && (
            <div className="prescription-detail-row">
              <dt>Domicilio de la clínica</dt>
              <dd>{prescription.clinicAddress}</dd>
            </div>
          )}
        </dl>
      )}
      {prescription.prescriber && (
        <Typography.Link className="prescription-verify-link" href={CEDULA_REGISTRY_URL} target="_blank" rel="noopener noreferrer">
          Verificar cédula en el Registro Nacional de Profesionistas
        </Typography.Link>
      )}
      <ul className="prescription-medications" aria-label="Medicamentos">
        {prescription.medications.map((m, i) => {
          const detail = medicationDetail(m);
          return (
            <li key={`${i}-${medicationName(m)}`} className="prescription-medication">
              <h4>{medicationName(m)}</h4>
              {detail && (
                <dl>
                  {medicineFieldLabels
                    .filter(([key]) => detail[key])
                    .map(([key, label]) => (
                      <div key={key} className="prescription-detail-row">
                        <dt>{label}</dt>
                        <dd>{detail[key]}</dd>
                      </div>
                    ))}
                </dl>
              )}
            </li>
          );
        })}
      </ul>
      {signature && (
        <figure className="prescription-signature">
          <img src={signature} alt={`Firma de ${provider.name}`} />
          <figcaption className="prescription-provider">Firma de la médica</figcaption>
        </figure>
      )}
    </div>
  );
}
