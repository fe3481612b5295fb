import styles from "./page.module.css";

export default function HomePage() {
  return (
    <main className={styles.main}>
      <h1 className={styles.title}>Foyer</h1>
      <p className={styles.lead}>Tickets, time-slot capacity, members and door checks for museums and venues.</p>
      <section className={styles.card} aria-labelledby="api-heading">
        <h2 id="api-heading">REST API</h2>
        <p>
          Integrators call <code>/v1</code> with <code>Authorization: Bearer &lt;API key&gt;</code>. <code>npm start</code> prints a
          key for the demo museum.
        </p>
        <p>
          Service health: <a href="/healthz">/healthz</a>
        </p>
      </section>
    </main>
  );
}
