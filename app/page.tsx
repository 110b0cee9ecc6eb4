export default function HomePage() {
  return <main>Home</main>;
}
