export default function GeneralMeeting() {
  return (
    <section className="container page-section">
      <h1 className="page-title">General Meeting</h1>
    </section>
  );
}
