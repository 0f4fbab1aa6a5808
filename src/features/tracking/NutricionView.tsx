import { tokens } from '../../components/theme';
import { useMemo, useState } from 'react';
import { Alert } from '../../components/kit/Alert';
import { Button } from '../../components/kit/Button';
import { Empty } from '../../components/kit/Empty';
import { Skeleton } from '../../components/kit/Skeleton';
import { skipToken } from '@reduxjs/toolkit/query';
import { useGetWeightLogQuery } from '../../api';
import { useAppSelector } from '../../lib/hooks';
import { selectSession } from '../../lib/session';
import { SeriesTable } from './SeriesTable';
import { TrackingChart, type ChartSeries } from './TrackingChart';
import { WeightForm } from './WeightForm';
import { formatDecimal, latestPerDay } from './wording';
import { formatCalendarDate } from '../../../common/dates.gen';
import './tracking.css';

/** The Nutrición tab: her weight log with BMI, chart and table, and today's entry. */
export default function NutricionView() {
  const { openmrsId } = useAppSelector(selectSession);
  const { data, isLoading, isError, refetch } = useGetWeightLogQuery(openmrsId ? { openmrsId } : skipToken);
  const [saved, setSaved] = useState(false);
  const entries = useMemo(() => data?.entries ?? [], [data]);
  const latest = entries.at(-1);
  // A day with two weights (her questionnaire's and one logged that day) is one point: the later one.
  const charted = useMemo(() => latestPerDay(entries), [entries]);
  const days = useMemo(() => charted.map((e) => e.day), [charted]);
  const series = useMemo<ChartSeries[]>(
    () => [{ label: 'Peso (kg)', values: charted.map((e) => e.weightKg), color: tokens.colorPrimary }],
    [charted],
  );

  if (!openmrsId || isLoading) return <Skeleton />;
  if (isError)
    return (
      <Alert type="error" title="No se pudo cargar tu registro de peso" action={<Button onClick={() => refetch()}>Reintentar</Button>} />
    );
  return (
    <div className="tracking">
      <section className="dashboard-section" aria-labelledby="weight-title">
        <h2 id="weight-title">Mi peso</h2>
        {latest ? (
          <div className="tracking-latest" data-testid="weight-latest">
            <p className="tracking-score">
              <span className="tracking-score-number">{formatDecimal(latest.weightKg)}</span> kg
            </p>
            {latest.bmi !== null && (
              <p>
                Índice de masa corporal (IMC): <strong>{formatDecimal(latest.bmi)}</strong>
              </p>
            )}
            <p className="tracking-hint">
              {latest.source === 'registro' ? 'El peso que anotaste en tu información personal' : 'Tu registro más reciente'}, del{' '}
              {formatCalendarDate(latest.day)}.
            </p>
          </div>
        ) : (
          <Empty description="Todavía no has anotado tu peso." />
        )}
        {data?.heightCm === null && (
          <Alert
            type="info"
            title="Agrega tu estatura para calcular tu IMC"
            description="No encontramos una estatura válida en tu información personal."
          />
        )}
        {saved && <Alert className="tracking-saved" type="success" role="status" title="Tu peso se guardó." />}
        <WeightForm openmrsId={openmrsId} askHeight={data?.heightCm === null} onSaved={() => setSaved(true)} />
      </section>
      {entries.length > 0 && (
        <section className="dashboard-section" aria-labelledby="weight-history-title">
          <h2 id="weight-history-title">Tu historial de peso</h2>
          <TrackingChart days={days} series={series} unit="kg" />
          {charted.length < entries.length && (
            <p className="tracking-hint">Si un día tiene más de un registro, la gráfica muestra el último.</p>
          )}
          <SeriesTable
            caption="Peso, cintura e IMC por fecha"
            columns={['Fecha', 'Peso (kg)', 'Cintura (cm)', 'IMC']}
            rows={entries.map((e) => ({
              key: `${e.source}-${e.day}`,
              cells: [
                <>
                  {formatCalendarDate(e.day)}
                  {e.source === 'registro' && <span className="tracking-note"> (información personal)</span>}
                </>,
                formatDecimal(e.weightKg),
                e.waistCm === null ? '—' : formatDecimal(e.waistCm),
                e.bmi === null ? '—' : formatDecimal(e.bmi),
              ],
            }))}
          />
        </section>
      )}
    </div>
  );
}
