export const metadata = { title: 'Golv' };

export default function Page() {
  return (
    <main>
      <h1>Ytbanken</h1>
      <p>Golv, väggpaneler, kakel, laminat och färg från nordiska tillverkare, sökbara på kulör och egenskaper.</p>
    </main>
  );
}
