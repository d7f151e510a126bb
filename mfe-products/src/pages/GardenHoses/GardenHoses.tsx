export default function GardenHoses() {
  return (
    <section className="container page-section">
      <h1 className="page-title">Garden and Suction Hoses</h1>
    </section>
  );
}
