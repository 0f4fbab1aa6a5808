/** A page that a later issue fills in: for now only its Spanish title. Plain HTML: no antd needed. */
export function PlaceholderPage({ title }: { title: string }) {
  return (
    <main className="placeholder-page">
      <h1>{title}</h1>
    </main>
  );
}
