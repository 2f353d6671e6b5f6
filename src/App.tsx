export function App() {
  return (
    <main>
      <h1>Mexican Train Companion</h1>
    </main>
  );
}
