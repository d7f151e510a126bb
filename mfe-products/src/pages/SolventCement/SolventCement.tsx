export default function SolventCement() {
  return (
    <section className="container page-section">
      <h1 className="page-title">Solvent Cement</h1>
    </section>
  );
}
