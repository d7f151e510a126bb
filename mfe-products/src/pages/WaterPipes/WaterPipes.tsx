export default function WaterPipes() {
  return (
    <section className="container page-section">
      <h1 className="page-title">uPVC Water Pipes</h1>
    </section>
  );
}
