import { Skeleton } from '../../components/kit/Skeleton';

/**
 * What the Menopausia and Nutrición tabs show while their chunk (views and chart library) loads: the kit's
 * Skeleton the dashboard's other panels show while they load. Not antd's Skeleton: the dashboard imports
 * this fallback, and antd's Skeleton brought antd's style engine into the dashboard's first load (about
 * 26 KB gzip before her first appointment could paint) for a state no first paint shows.
 */
export function TrackingSkeleton() {
  return (
    <div role="status" aria-busy="true" aria-label="Cargando">
      <Skeleton />
    </div>
  );
}
