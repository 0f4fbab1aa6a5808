import { Typography } from 'antd';

/** A page that a later issue fills in: for now only its Spanish title. */
export function PlaceholderPage({ title }: { title: string }) {
  return (
    <main style={{ padding: 24, maxWidth: 960, margin: '0 auto' }}>
      <Typography.Title level={1}>{title}</Typography.Title>
    </main>
  );
}
