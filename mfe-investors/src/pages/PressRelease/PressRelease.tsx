export default function PressRelease() {
  return (
    <section className="container page-section">
      <h1 className="page-title">Press Release</h1>
    </section>
  );
}
