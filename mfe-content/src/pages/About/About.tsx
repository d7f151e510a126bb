export default function About() {
  return (
    <section className="container page-section">
      <h1 className="page-title">About Us</h1>
    </section>
  );
}
