import { Skeleton } from 'antd';

/** What the Menopausia and Nutrición tabs show while their chunk (views and chart library) loads. */
export function TrackingSkeleton() {
  return (
    <div aria-busy="true" aria-label="Cargando">
      <Skeleton active paragraph={{ rows: 6 }} />
    </div>
  );
}
