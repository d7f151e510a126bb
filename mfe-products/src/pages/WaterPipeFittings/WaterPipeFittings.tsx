export default function WaterPipeFittings() {
  return (
    <section className="container page-section">
      <h1 className="page-title">Water Pipe Fittings</h1>
    </section>
  );
}
