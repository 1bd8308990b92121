/**
 * Cents as rand for documents, written as the screens write it (en-ZA): `R 1 234,56`,
 * `-R 12,00` (a space between thousands, a decimal comma). Plain spaces: the PDFs' standard
 * fonts have no narrow no-break space.
 */
export function formatRand(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(cents));
  const rands = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  return `${sign}R ${rands},${String(abs % 100).padStart(2, '0')}`;
}
