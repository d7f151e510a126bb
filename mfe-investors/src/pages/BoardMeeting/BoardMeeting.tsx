export default function BoardMeeting() {
  return (
    <section className="container page-section">
      <h1 className="page-title">Board Meeting</h1>
    </section>
  );
}
