import { tokens } from '../../components/theme';
import { useMemo, useState } from 'react';
import { Alert } from '../../components/kit/Alert';
import { Button } from '../../components/kit/Button';
import { Skeleton } from '../../components/kit/Skeleton';
import { useGetHotFlashDiaryQuery } from '../../api';
import { HotFlashDayForm } from './HotFlashDayForm';
import { SeriesTable } from './SeriesTable';
import { TrackingChart, type ChartSeries } from './TrackingChart';
import { hfrdisBandLabels } from '../../../common/hotFlashes';
import { formatCalendarDate, formatCalendarDateShort } from '../../../common/dates.gen';
import { formatDecimal } from './wording';

const SEVERITY_RANGE: [number, number] = [0, 3];
const WEEK_TABLE = 'Tus bochornos por semana (promedio por día anotado)';

/**
 * The hot-flash diary in the Menopausia tab: the day form, the change sentences, and her weeks as charts
 * and a table. The weeks, scores and sentences come from the server, which computes them once for her, the
 * clinic and her data download.
 */
export function HotFlashDiary({ openmrsId }: { openmrsId: string }) {
  const { data, isLoading, isError, refetch } = useGetHotFlashDiaryQuery({ openmrsId });
  const [savedDay, setSavedDay] = useState<string | null>(null);
  const weeks = useMemo(() => data?.weeks ?? [], [data]);
  const ends = useMemo(() => weeks.map((w) => w.to), [weeks]);
  const frequency = useMemo<ChartSeries[]>(
    () => [
      { label: 'Todos', values: weeks.map((w) => w.meanDaily), color: tokens.colorPrimary },
      { label: 'Moderados y severos', values: weeks.map((w) => w.meanModerateSevere), color: '#b45309', dash: [6, 4] },
      { label: 'Sudores nocturnos', values: weeks.map((w) => w.meanNightSweats), color: '#1d4ed8', dash: [2, 3] },
    ],
    [weeks],
  );
  // From 0, so a week with few hot flashes sits near the floor instead of at the chart's bottom edge.
  const frequencyRange = useMemo<[number, number]>(
    () => [0, Math.max(4, Math.ceil(Math.max(0, ...weeks.map((w) => Math.max(w.meanDaily, w.meanNightSweats)))))],
    [weeks],
  );
  const severity = useMemo<ChartSeries[]>(
    () => [{ label: 'Intensidad (1 leve a 3 severa)', values: weeks.map((w) => w.severityScore), color: '#0f766e' }],
    [weeks],
  );

  if (isLoading) return <Skeleton />;
  if (isError || !data)
    return (
      <Alert type="error" title="No se pudo cargar tu diario de bochornos" action={<Button onClick={() => refetch()}>Reintentar</Button>} />
    );
  return (
    <>
      <section className="dashboard-section" aria-labelledby="hot-flash-title">
        <h2 id="hot-flash-title">Diario de bochornos</h2>
        <p className="tracking-hint">
          Anota cada día cuántos bochornos tuviste y qué tan fuertes fueron. Con una semana anotada verás tu promedio, y con varias, cómo
          van cambiando.
        </p>
        {data.changes.length > 0 && (
          <div className="tracking-latest hot-flash-changes" data-testid="hot-flash-changes">
            {data.changes.map((s) => (
              <p key={s} className="tracking-change">
                {s}
              </p>
            ))}
          </div>
        )}
        {savedDay && (
          <Alert className="tracking-saved" type="success" role="status" title={`Se guardó tu día: ${formatCalendarDate(savedDay)}.`} />
        )}
        <HotFlashDayForm
          key={data.today}
          openmrsId={openmrsId}
          today={data.today}
          earliestDay={data.earliestDay}
          days={data.days}
          onSaved={setSavedDay}
        />
      </section>
      {weeks.length > 0 && (
        <section className="dashboard-section" aria-labelledby="hot-flash-history-title">
          <h2 id="hot-flash-history-title">Tus bochornos por semana</h2>
          <p className="tracking-hint">Cada punto es el promedio por día de una semana, hasta el día que marca.</p>
          <h3>Cuántos al día</h3>
          <TrackingChart days={ends} series={frequency} unit="al día" yRange={frequencyRange} testId="hot-flash-chart" />
          <h3>Qué tan fuertes</h3>
          <TrackingChart days={ends} series={severity} unit="intensidad" yRange={SEVERITY_RANGE} testId="hot-flash-severity-chart" />
          <SeriesTable
            caption={WEEK_TABLE}
            columns={[
              'Semana',
              'Días anotados',
              'Bochornos al día',
              'Moderados y severos',
              'Intensidad (1 a 3)',
              'Sudores por noche',
              'Interferencia (0 a 10)',
            ]}
            rows={weeks.map((w) => ({
              key: w.to,
              cells: [
                `${formatCalendarDateShort(w.from)} – ${formatCalendarDateShort(w.to)}`,
                `${w.loggedDays} de 7`,
                formatDecimal(w.meanDaily),
                formatDecimal(w.meanModerateSevere),
                w.severityScore === null ? '—' : formatDecimal(w.severityScore),
                formatDecimal(w.meanNightSweats),
                w.hfrdisMean === null ? '—' : `${formatDecimal(w.hfrdisMean)} (${hfrdisBandLabels[w.hfrdisBand!]})`,
              ],
            }))}
          />
        </section>
      )}
    </>
  );
}
