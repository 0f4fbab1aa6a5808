import { tokens } from '../../components/theme';
import { useMemo, useState } from 'react';
import { Alert } from '../../components/kit/Alert';
import { Button } from '../../components/kit/Button';
import { Skeleton } from '../../components/kit/Skeleton';
import { skipToken } from '@reduxjs/toolkit/query';
import { useGetMrsHistoryQuery } from '../../api';
import { useAppSelector } from '../../lib/hooks';
import { selectSession } from '../../lib/session';
import { MrsForm } from './MrsForm';
import { HotFlashDiary } from './HotFlashDiary';
import { SeriesTable } from './SeriesTable';
import { TrackingChart, type ChartSeries } from './TrackingChart';
import { MRS_MAX_TOTAL, mrsBandLabels } from '../../../common/mrs';
import { changeSentences } from './wording';
import { formatCalendarDate } from '../../../common/dates.gen';
import './tracking.css';

const TOTAL_RANGE: [number, number] = [0, MRS_MAX_TOTAL];

/** The Menopausia tab: her MRS history, the latest score and its band, the scale to answer; then her hot-flash diary. */
export default function MenopausiaView() {
  const { openmrsId } = useAppSelector(selectSession);
  const { data, isLoading, isError, refetch } = useGetMrsHistoryQuery(openmrsId ? { openmrsId } : skipToken);
  const [formOpen, setFormOpen] = useState(false);
  const [saved, setSaved] = useState(false);
  const assessments = useMemo(() => data?.assessments ?? [], [data]);
  const latest = assessments.at(-1);
  const days = useMemo(() => assessments.map((a) => a.day), [assessments]);
  const series = useMemo<ChartSeries[]>(
    () => [
      // The total in the brand's plum; the subscales in hues of their own, each with a dash for those who
      // cannot tell the hues apart, each at 4.5:1 or more on white.
      { label: 'Total', values: assessments.map((a) => a.total), color: tokens.colorPrimary },
      { label: 'Somático', values: assessments.map((a) => a.somatic), color: '#b45309', dash: [6, 4] },
      { label: 'Psicológico', values: assessments.map((a) => a.psychological), color: '#1d4ed8', dash: [2, 3] },
      { label: 'Urogenital', values: assessments.map((a) => a.urogenital), color: '#0f766e', dash: [10, 3, 2, 3] },
    ],
    [assessments],
  );

  if (!openmrsId || isLoading) return <Skeleton />;
  if (isError)
    return (
      <Alert
        type="error"
        title="No se pudo cargar tu historial de síntomas"
        action={<Button onClick={() => refetch()}>Reintentar</Button>}
      />
    );
  const showForm = formOpen || assessments.length === 0;
  return (
    <div className="tracking">
      <section className="dashboard-section" aria-labelledby="mrs-title">
        <h2 id="mrs-title">Escala de síntomas de la menopausia (MRS)</h2>
        <p className="tracking-hint">
          Once preguntas sobre tus molestias de hoy. Respóndela cada mes para ver con tu médica cómo cambian tus síntomas.
        </p>
        {data?.reminderDue && !showForm && (
          <Alert
            className="tracking-nudge"
            type="info"
            title="Ya pasó más de un mes desde tu última evaluación"
            description="Responde de nuevo la escala para ver cómo han cambiado tus síntomas."
            action={
              <Button type="primary" onClick={() => setFormOpen(true)}>
                Responder ahora
              </Button>
            }
          />
        )}
        {saved && !showForm && <Alert className="tracking-saved" type="success" role="status" title="Tus respuestas se guardaron." />}
        {latest && (
          <div className="tracking-latest" data-testid="mrs-latest">
            <p className="tracking-score">
              <span className="tracking-score-number">{latest.total}</span> de {MRS_MAX_TOTAL} puntos
            </p>
            <p>
              Nivel de síntomas: <strong>{mrsBandLabels[latest.band]}</strong>
            </p>
            <p className="tracking-hint">Tu evaluación más reciente, del {formatCalendarDate(latest.day)}.</p>
            {changeSentences(assessments.map((a) => a.total)).map((s) => (
              <p key={s} className="tracking-change">
                {s}
              </p>
            ))}
          </div>
        )}
        {!showForm && (
          <Button onClick={() => setFormOpen(true)} className="tracking-open-form">
            {assessments.length ? 'Responder la escala de nuevo' : 'Responder la escala'}
          </Button>
        )}
        {showForm && (
          <MrsForm
            openmrsId={openmrsId}
            onCancel={assessments.length ? () => setFormOpen(false) : undefined}
            onSaved={() => {
              setFormOpen(false);
              setSaved(true);
            }}
          />
        )}
      </section>
      {assessments.length > 0 && (
        <section className="dashboard-section" aria-labelledby="mrs-history-title">
          <h2 id="mrs-history-title">Tu historial</h2>
          <TrackingChart days={days} series={series} unit="puntos" yRange={TOTAL_RANGE} />
          <SeriesTable
            caption="Puntuaciones de la escala MRS por fecha (total de 0 a 44)"
            columns={['Fecha', 'Total', 'Nivel', 'Somático', 'Psicológico', 'Urogenital']}
            rows={assessments.map((a) => ({
              key: a.day,
              cells: [formatCalendarDate(a.day), a.total, mrsBandLabels[a.band], a.somatic, a.psychological, a.urogenital],
            }))}
          />
        </section>
      )}
      <HotFlashDiary openmrsId={openmrsId} />
    </div>
  );
}
