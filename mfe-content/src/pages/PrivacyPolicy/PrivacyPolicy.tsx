export default function PrivacyPolicy() {
  return (
    <section className="container page-section">
      <h1 className="page-title">Privacy Policies</h1>
    </section>
  );
}
